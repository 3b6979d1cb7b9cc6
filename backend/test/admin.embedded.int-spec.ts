import { adminSuite } from './support/admin-suite';

adminSuite('embedded');
