import { recallsSyncSuite } from './support/recalls-sync-suite';

recallsSyncSuite('embedded');
