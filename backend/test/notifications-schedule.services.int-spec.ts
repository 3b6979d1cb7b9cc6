import { scheduledReplyMailSuite } from './support/notifications-suite';

// A file of its own: its own app, with the scheduled scans on.
scheduledReplyMailSuite('services');
