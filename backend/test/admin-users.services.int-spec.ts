import { adminUsersSuite } from './support/admin-users-suite';

adminUsersSuite('services');
