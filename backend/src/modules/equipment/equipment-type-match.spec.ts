import { matchEquipmentType } from './equipment-type-match';

const TYPES = [
  { id: 1, name: 'Furnace' },
  { id: 2, name: 'Air Conditioner' },
  { id: 4, name: 'Water Heater' },
  { id: 5, name: 'Dishwasher' },
  { id: 6, name: 'Range / Oven' },
  { id: 7, name: 'Dryer' },
  { id: 8, name: 'Pool Heater' },
  { id: 9, name: 'Pool Pump' },
  { id: 10, name: 'Sump Pump' },
];

describe('matchEquipmentType', () => {
  it.each([
    ['Water Heater', 4],
    ['water heater', 4],
    ['Gas Water Heater', 4],
    ['Electric Water Heater', 4],
    ['Tankless Water Heater', 4],
    ['Heat Pump Water Heater', 4],
    ['Furnace', 1],
    ['Gas Furnace', 1],
    ['Air Conditioner', 2],
    ['Central Air Conditioner', 2],
    ['Dishwasher', 5],
    ['Dryer', 7],
    ['Gas Range', 6],
    ['Oven', 6],
    ['Range / Oven', 6],
    ['Pool Heater', 8],
    ['Pool Pump', 9],
    ['Sump Pump', 10],
    ['Water-Heater', 4],
  ])('%s → %s', (type, id) => {
    expect(matchEquipmentType(type, TYPES)).toBe(id);
  });

  it.each([['Heat Pump'], ['Boiler'], ['Heater'], ['Waterheater'], ['Rangehood'], [''], ['  '], [null], [undefined]])(
    'matches nothing for %p',
    (type) => {
      expect(matchEquipmentType(type, TYPES)).toBeNull();
    },
  );

  it('prefers the longer name and then the lowest id', () => {
    const types = [
      { id: 3, name: 'Heater' },
      { id: 8, name: 'Pool Heater' },
      { id: 2, name: 'Heater' },
    ];
    expect(matchEquipmentType('Pool Heater', types)).toBe(8);
    expect(matchEquipmentType('Gas Heater', types)).toBe(2);
  });

  it('prefers a name the text ends with to one inside it', () => {
    expect(matchEquipmentType('Furnace Water Heater', TYPES)).toBe(4);
  });
});
