import { homesSuite } from './support/homes-suite';

homesSuite('embedded');
