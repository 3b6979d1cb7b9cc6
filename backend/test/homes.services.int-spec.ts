import { homesSuite } from './support/homes-suite';

homesSuite('services');
