import { inventoryImportSuite } from './support/inventory-import-suite';

inventoryImportSuite('embedded');
