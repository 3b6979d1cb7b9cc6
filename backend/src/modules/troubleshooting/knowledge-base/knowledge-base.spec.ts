import { POOL_EQUIPMENT_TYPES, STANDARD_HOME_EQUIPMENT } from '../../homes/templates/standard-home-template';
import { POOL_ADD_ON } from '../../homes/templates/template-add-ons';
import { validateGuideAdvice } from '../guide-advice-validator';
import { GENERIC_EQUIPMENT, KNOWLEDGE_BASE, findKnowledgeEntry, normaliseWords } from './knowledge-base';

const idFor = (name: string | null, type: string | null = null) => findKnowledgeEntry({ name, type }).id;

describe('knowledge base matching', () => {
  const templateNames = [
    ...STANDARD_HOME_EQUIPMENT.map((item) => item.name),
    ...POOL_ADD_ON.items.map((item) => item.name),
    ...POOL_EQUIPMENT_TYPES.map((item) => item.name),
  ];

  it.each(templateNames)('maps the template item %s to a specific entry, not the generic one', (name) => {
    expect(idFor(name)).not.toBe(GENERIC_EQUIPMENT.id);
  });

  it('maps every Standard Home and pool item to the entry written for it', () => {
    const expected: Record<string, string> = {
      Furnace: 'furnace',
      'Air Conditioner': 'air-conditioner',
      Thermostat: 'thermostat',
      'Water Heater': 'water-heater',
      'Water Softener': 'water-softener',
      'Sump Pump': 'sump-pump',
      Refrigerator: 'refrigerator',
      Dishwasher: 'dishwasher',
      'Range / Oven': 'range-oven',
      Microwave: 'microwave',
      'Garbage Disposal': 'garbage-disposal',
      'Washing Machine': 'washer',
      Dryer: 'dryer',
      'Electrical Panel': 'electrical-panel',
      'Garage Door Opener': 'garage-door-opener',
      'Smoke Detectors': 'smoke-detector',
      'Carbon Monoxide Detectors': 'co-detector',
      Roof: 'roof',
      'Irrigation System': 'irrigation-system',
      'Pool Pump': 'pool-pump',
      'Pool Filter': 'pool-filter',
      'Pool Heater': 'pool-heater',
      'Salt Chlorinator': 'salt-chlorinator',
      'Chemical Feeder': 'chemical-feeder',
      'Pool Cleaner': 'pool-cleaner',
    };
    expect(Object.keys(expected).sort()).toEqual([...new Set(templateNames)].sort());
    for (const name of templateNames) expect([name, idFor(name)]).toEqual([name, expected[name]]);
  });

  it.each([
    ['Gas Water Heater', 'gas-water-heater'],
    ['Rheem Gas Water Heater', 'gas-water-heater'],
    ['Bradford White Natural Gas Water Heater', 'gas-water-heater'],
    ['A.O. Smith Electric Water Heater', 'electric-water-heater'],
    ['Heat Pump Water Heater', 'electric-water-heater'],
    ['Rinnai Tankless Water Heater', 'tankless-water-heater'],
    ['Navien tankless', 'tankless-water-heater'],
    ['Hot water heater (basement)', 'water-heater'],
    ['HVAC System', 'hvac-system'],
    ['Heating & Cooling', 'hvac-system'],
    ['Carrier Furnace', 'furnace'],
    ['Trane Heat Pump', 'air-conditioner'],
    ['Goodman A/C condenser', 'air-conditioner'],
    ['Lennox Air Handler', 'air-conditioner'],
    ['Mitsubishi mini-split', 'air-conditioner'],
    ['Weil-McLain Boiler', 'boiler'],
    ['Nest Thermostat', 'thermostat'],
    ['Garage Freezer', 'refrigerator'],
    ['Samsung French Door Refrigerator', 'refrigerator'],
    ['Bosch Dishwasher', 'dishwasher'],
    ['LG Washer', 'washer'],
    ['Whirlpool Clothes Washers', 'washer'],
    ['Maytag Gas Dryer', 'dryer'],
    ['GE Gas Range', 'range-oven'],
    ['KitchenAid Wall Oven', 'range-oven'],
    ['Induction Cooktop', 'range-oven'],
    ['Microwave Oven', 'microwave'],
    ['InSinkErator Disposer', 'garbage-disposal'],
    ['Generac Standby Generator', 'generator'],
    ['Breaker Box', 'electrical-panel'],
    ['LiftMaster garage door opener', 'garage-door-opener'],
    ['Kidde Smoke Alarm', 'smoke-detector'],
    ['CO alarm (hallway)', 'co-detector'],
    ['Gutters', 'roof'],
    ['Lawn sprinklers', 'irrigation-system'],
    ['Pentair Variable Speed Pump', 'pool-pump'],
    ['Hayward Sand Filter', 'pool-filter'],
    ['Pool Heat Pump', 'pool-heater'],
    ['Salt Water Chlorinator', 'salt-chlorinator'],
    ['Hayward Inline Chlorinator', 'chemical-feeder'],
    ['Robotic Pool Cleaner', 'pool-cleaner'],
  ])('maps %s to %s', (name, id) => {
    expect(idFor(name)).toBe(id);
  });

  it('reads the free-text type as well as the name; the longer phrase wins, the type on a tie', () => {
    expect(idFor('Basement unit', 'Gas Water Heater')).toBe('gas-water-heater');
    expect(idFor('Water Heater', 'Gas Water Heater')).toBe('gas-water-heater');
    expect(idFor('Rheem Tankless Water Heater', 'Water Heater')).toBe('tankless-water-heater');
    expect(idFor('Kitchen appliance', 'Dishwasher')).toBe('dishwasher');
    expect(idFor('Dryer', 'Washer')).toBe('washer');
  });

  it('falls back to the generic entry for equipment it does not know', () => {
    expect(idFor('Rheem')).toBe('generic');
    expect(idFor('Aquarium')).toBe('generic');
    expect(idFor('', null)).toBe('generic');
    expect(idFor(null, null)).toBe('generic');
    // Whole words only: "dishwasher" is not a "washer", "disposable" not a "disposal".
    expect(idFor('Disposable cups')).toBe('generic');
  });

  it('normalises case, punctuation, "&" and plurals', () => {
    expect(normaliseWords('Smoke Detectors')).toEqual(['smoke', 'detector']);
    expect(normaliseWords('Heating & Cooling')).toEqual(['heating', 'and', 'cooling']);
    expect(normaliseWords('Range / Oven')).toEqual(['range', 'oven']);
    expect(normaliseWords('Gas tankless')).toEqual(['gas', 'tankless']);
  });
});

describe('knowledge base content', () => {
  const entries = [...KNOWLEDGE_BASE, GENERIC_EQUIPMENT];

  it('has unique ids and keywords that lead back to their own entry', () => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of KNOWLEDGE_BASE) {
      for (const keyword of entry.keywords) expect([keyword, idFor(keyword)]).toEqual([keyword, entry.id]);
    }
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s passes the guide validator unchanged (the same rules Gemini answers meet)',
    (_id, entry) => {
      const { commonIssues, maintenanceTips, safetyPrecautions, professionalHelp } = entry;
      const advice = { commonIssues, maintenanceTips, safetyPrecautions, professionalHelp };
      expect(validateGuideAdvice(advice)).toEqual(advice);
    },
  );

  it('tells people to leave and call the gas company when gas equipment smells of gas', () => {
    for (const id of ['water-heater', 'gas-water-heater', 'tankless-water-heater', 'furnace', 'boiler', 'range-oven']) {
      const entry = KNOWLEDGE_BASE.find((candidate) => candidate.id === id)!;
      expect([id, entry.safetyPrecautions.some((text) => /smell gas.*leave.*gas company/i.test(text))]).toEqual([
        id,
        true,
      ]);
    }
  });

  it('tells people to turn off the power before opening powered equipment', () => {
    const unpowered = ['roof', 'irrigation-system', 'co-detector', 'chemical-feeder'];
    const missing = entries
      .filter((entry) => !unpowered.includes(entry.id))
      .filter((entry) => !entry.safetyPrecautions.some((text) => /breaker|unplug|power/i.test(text)))
      .map((entry) => entry.id);
    expect(missing).toEqual([]);
  });
});
