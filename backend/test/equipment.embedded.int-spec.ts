import { equipmentSuite } from './support/equipment-suite';

equipmentSuite('embedded');
