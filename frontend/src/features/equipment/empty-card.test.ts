import type { LabelAnalysis } from './equipment';
import { anEquipment } from './equipment.fixtures';
import { emptyCardForLabel, isEmptyCard } from './empty-card';

const reading = (equipmentType: string | null): LabelAnalysis => ({
  brand: 'Rheem',
  modelNumber: null,
  serialNumber: null,
  suggestedName: null,
  equipmentType,
  estimatedAge: {
    years: null,
    confidence: 'low',
    details: 'No serial number was read.',
    alternatives: [],
    ruleId: null,
  },
});

describe('emptyCardForLabel', () => {
  const cards = [
    anEquipment({ id: 1, name: 'Furnace' }),
    anEquipment({ id: 2, name: 'Water Heater' }),
    anEquipment({ id: 3, name: 'Pool Heater' }),
    anEquipment({ id: 4, name: 'Range / Oven' }),
    anEquipment({ id: 5, name: 'Washing Machine' }),
  ];

  it.each([
    ['Gas Water Heater', 2],
    ['Heat Pump Water Heater', 2],
    ['pool heater', 3],
    ['Oven', 4],
    ['Range', 4],
    ['Washer', 5],
    ['Furnace', 1],
  ])('a %s label names card %i', (type, id) => {
    expect(emptyCardForLabel(reading(type), cards)?.id).toBe(id);
  });

  it('names no card without a type, or a type no card has', () => {
    expect(emptyCardForLabel(reading(null), cards)).toBeNull();
    expect(emptyCardForLabel(reading('  '), cards)).toBeNull();
    expect(emptyCardForLabel(reading('Dishwasher'), cards)).toBeNull();
    // 'Heater' alone is no card's whole name.
    expect(emptyCardForLabel(reading('Heater'), cards)).toBeNull();
  });

  it('skips cards that have details or a photo, and takes the earliest of two empty ones', () => {
    const list = [
      anEquipment({ id: 9, name: 'Water Heater', brand: 'Rheem' }),
      anEquipment({ id: 8, name: 'Water Heater', photos: ['/p.jpg'] }),
      anEquipment({ id: 7, name: 'Water Heater', completed: true }),
      anEquipment({ id: 6, name: 'Water Heater' }),
      anEquipment({ id: 5, name: 'Water heater' }),
    ];
    expect(emptyCardForLabel(reading('Gas Water Heater'), list)?.id).toBe(5);
    expect(list.map(isEmptyCard)).toEqual([false, false, false, true, true]);
  });
});
