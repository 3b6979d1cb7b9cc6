import { systemSuite } from './support/system-suite';

systemSuite('embedded');
