import { warrantiesSuite } from './support/warranties-suite';

warrantiesSuite('services');
