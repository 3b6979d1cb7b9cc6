import { inventorySuite } from './support/inventory-suite';

inventorySuite('services');
