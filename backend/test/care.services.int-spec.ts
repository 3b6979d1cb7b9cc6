import { careSuite } from './support/care-suite';

careSuite('services');
