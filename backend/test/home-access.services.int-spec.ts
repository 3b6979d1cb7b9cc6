import { homeAccessSuite } from './support/home-access-suite';

homeAccessSuite('services');
