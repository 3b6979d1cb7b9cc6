import { scheduledScanSuite } from './support/care-suite';

// A file of its own: passport keeps each app's session deserializer globally, so an app started after
// another one stopped in the same file would meet the stopped app's deserializer first.
scheduledScanSuite('services');
