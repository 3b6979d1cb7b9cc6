import { scheduledScanSuite } from './support/care-suite';

// A file of its own: its own app, with the scheduled scans on.
scheduledScanSuite('embedded');
