import { equipmentRecallsSuite } from './support/equipment-recalls-suite';

equipmentRecallsSuite('services');
