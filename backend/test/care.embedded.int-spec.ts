import { careSuite, scheduledScanSuite } from './support/care-suite';

careSuite('embedded');
scheduledScanSuite('embedded');
