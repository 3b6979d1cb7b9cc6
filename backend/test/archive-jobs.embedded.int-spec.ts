import { archiveJobsSuite } from './support/archive-jobs-suite';

archiveJobsSuite('embedded');
