import { equipmentFingerprint } from './equipment-fingerprint';

const heater = { name: 'Water Heater', type: null, brand: 'Rheem', modelNumber: 'XG40' };

describe('equipmentFingerprint', () => {
  it('ignores case and spacing', () => {
    expect(equipmentFingerprint({ ...heater, brand: '  RHEEM ', name: 'water   heater' })).toBe(
      equipmentFingerprint(heater),
    );
  });

  it('changes with the name, type, brand or model', () => {
    const base = equipmentFingerprint(heater);
    expect(equipmentFingerprint({ ...heater, name: 'Pool Heater' })).not.toBe(base);
    expect(equipmentFingerprint({ ...heater, type: 'Gas Water Heater' })).not.toBe(base);
    expect(equipmentFingerprint({ ...heater, brand: 'Ruud' })).not.toBe(base);
    expect(equipmentFingerprint({ ...heater, modelNumber: 'XG50' })).not.toBe(base);
    expect(equipmentFingerprint({ ...heater, modelNumber: null })).not.toBe(base);
  });
});
