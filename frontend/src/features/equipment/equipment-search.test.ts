import { anEquipment } from './equipment.fixtures';
import { completionPercent, filterEquipment } from './equipment-search';

describe('filterEquipment', () => {
  const furnace = anEquipment({ id: 1, name: 'Furnace', brand: 'Carrier', modelNumber: '59SC5' });
  const heater = anEquipment({ id: 2, name: 'Water Heater', brand: 'Rheem', modelNumber: 'XE50' });
  const pump = anEquipment({ id: 3, name: 'Pool Pump', serialNumber: 'CARRIER-1' });

  it('matches name, brand or model number, ignoring case and spaces around the query', () => {
    expect(filterEquipment([furnace, heater, pump], '  water ')).toEqual([heater]);
    expect(filterEquipment([furnace, heater, pump], 'carrier')).toEqual([furnace]);
    expect(filterEquipment([furnace, heater, pump], 'xe5')).toEqual([heater]);
    expect(filterEquipment([furnace, heater, pump], 'nothing')).toEqual([]);
  });

  it('keeps everything for an empty query', () => {
    expect(filterEquipment([furnace, heater], ' ')).toEqual([furnace, heater]);
  });
});

describe('completionPercent', () => {
  it('is 0 without equipment and a rounded percent otherwise', () => {
    expect(completionPercent(0, 0)).toBe(0);
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(2, 3)).toBe(67);
    expect(completionPercent(4, 4)).toBe(100);
  });
});
