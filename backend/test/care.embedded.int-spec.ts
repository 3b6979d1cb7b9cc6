import { careSuite } from './support/care-suite';

careSuite('embedded');
