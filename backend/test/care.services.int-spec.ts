import { careSuite, scheduledScanSuite } from './support/care-suite';

careSuite('services');
scheduledScanSuite('services');
