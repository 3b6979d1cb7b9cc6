import { scheduledReplyMailSuite } from './support/notifications-suite';

// A file of its own: passport keeps each app's session deserializer globally (see care-schedule).
scheduledReplyMailSuite('services');
