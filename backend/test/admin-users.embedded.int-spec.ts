import { adminUsersSuite } from './support/admin-users-suite';

adminUsersSuite('embedded');
