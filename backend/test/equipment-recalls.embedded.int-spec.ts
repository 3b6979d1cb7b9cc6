import { equipmentRecallsSuite } from './support/equipment-recalls-suite';

equipmentRecallsSuite('embedded');
