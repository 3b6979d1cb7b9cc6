import { archiveSuite } from './support/archive-suite';

archiveSuite('embedded');
