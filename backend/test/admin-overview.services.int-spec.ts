import { adminOverviewSuite } from './support/admin-overview-suite';

adminOverviewSuite('services');
