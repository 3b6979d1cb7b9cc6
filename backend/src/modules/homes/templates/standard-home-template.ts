/**
 * Seed data: the 'Standard Home' template (the equipment a typical house has, in ordered categories),
 * the pool add-on's categories, and one equipment type per item with common issues and a service interval.
 */
export interface SeedCategory {
  name: string;
  description: string;
}

export interface SeedEquipmentType {
  name: string;
  category: string;
  section: string;
  commonIssues: string[];
  maintenanceInterval: string;
  description: string;
  /** false for items only some homes have: still offered, not flagged as missing. */
  isRequired?: boolean;
}

export const STANDARD_HOME_TEMPLATE = {
  name: 'Standard Home',
  description:
    'A typical single-family house: heating and cooling, water, kitchen, laundry, electrical, safety and exterior.',
};

export const SEED_CATEGORIES: SeedCategory[] = [
  { name: 'Heating & Cooling', description: 'Furnace, air conditioning, heat pump and thermostat' },
  { name: 'Water & Plumbing', description: 'Water heater, softener, sump pump and filtration' },
  { name: 'Kitchen Appliances', description: 'Refrigerator, range, dishwasher and other kitchen equipment' },
  { name: 'Laundry', description: 'Washer and dryer' },
  { name: 'Electrical', description: 'Electrical panel, generator and garage door opener' },
  { name: 'Safety & Security', description: 'Smoke and carbon monoxide detectors, security system' },
  { name: 'Exterior', description: 'Roof, irrigation and outdoor equipment' },
  { name: 'Filtration', description: 'Pool pump and filter' },
  { name: 'Temperature Control', description: 'Pool heater' },
  { name: 'Water Treatment', description: 'Chlorination and chemical feeding' },
  { name: 'Cleaning', description: 'Automatic pool cleaner' },
];

export const STANDARD_HOME_EQUIPMENT: SeedEquipmentType[] = [
  {
    name: 'Furnace',
    category: 'Heating & Cooling',
    section: 'HVAC',
    maintenanceInterval: '12 months',
    description: 'Gas or electric forced-air furnace',
    commonIssues: [
      'No heat',
      'Short cycling',
      'Dirty or clogged filter',
      'Ignitor or flame sensor failure',
      'Blower noise',
    ],
  },
  {
    name: 'Air Conditioner',
    category: 'Heating & Cooling',
    section: 'HVAC',
    maintenanceInterval: '12 months',
    description: 'Outdoor condensing unit and indoor coil',
    commonIssues: [
      'Not cooling',
      'Refrigerant leak',
      'Frozen evaporator coil',
      'Capacitor failure',
      'Condensate drain clog',
    ],
  },
  {
    name: 'Thermostat',
    category: 'Heating & Cooling',
    section: 'HVAC',
    maintenanceInterval: '12 months',
    description: 'Programmable or smart thermostat',
    commonIssues: ['Blank display', 'System does not respond', 'Inaccurate temperature reading'],
  },
  {
    name: 'Water Heater',
    category: 'Water & Plumbing',
    section: 'Plumbing',
    maintenanceInterval: '12 months',
    description: 'Tank or tankless water heater',
    commonIssues: [
      'No hot water',
      'Sediment build-up',
      'Leaking tank',
      'Pilot light goes out',
      'Relief valve dripping',
    ],
  },
  {
    name: 'Water Softener',
    category: 'Water & Plumbing',
    section: 'Plumbing',
    maintenanceInterval: '6 months',
    description: 'Ion-exchange water softener',
    isRequired: false,
    commonIssues: ['Salt bridge', 'Hard water returns', 'Resin bed exhausted'],
  },
  {
    name: 'Sump Pump',
    category: 'Water & Plumbing',
    section: 'Plumbing',
    maintenanceInterval: '12 months',
    description: 'Basement or crawl-space sump pump',
    isRequired: false,
    commonIssues: ['Float switch stuck', 'Pump runs constantly', 'Check valve failure'],
  },
  {
    name: 'Refrigerator',
    category: 'Kitchen Appliances',
    section: 'Appliances',
    maintenanceInterval: '6 months',
    description: 'Refrigerator and freezer',
    commonIssues: ['Not cooling', 'Ice maker not working', 'Water leaking', 'Loud compressor'],
  },
  {
    name: 'Dishwasher',
    category: 'Kitchen Appliances',
    section: 'Appliances',
    maintenanceInterval: '6 months',
    description: 'Built-in dishwasher',
    commonIssues: ['Not draining', 'Dishes not clean', 'Door latch failure', 'Leaking'],
  },
  {
    name: 'Range / Oven',
    category: 'Kitchen Appliances',
    section: 'Appliances',
    maintenanceInterval: '12 months',
    description: 'Gas or electric range and oven',
    commonIssues: ['Burner will not light', 'Oven not heating evenly', 'Temperature sensor fault'],
  },
  {
    name: 'Microwave',
    category: 'Kitchen Appliances',
    section: 'Appliances',
    maintenanceInterval: '12 months',
    description: 'Countertop or over-the-range microwave',
    commonIssues: ['Not heating', 'Turntable not turning', 'Sparking'],
  },
  {
    name: 'Garbage Disposal',
    category: 'Kitchen Appliances',
    section: 'Appliances',
    maintenanceInterval: '12 months',
    description: 'Under-sink food waste disposer',
    isRequired: false,
    commonIssues: ['Jammed', 'Humming but not turning', 'Leaking'],
  },
  {
    name: 'Washing Machine',
    category: 'Laundry',
    section: 'Appliances',
    maintenanceInterval: '6 months',
    description: 'Clothes washer',
    commonIssues: ['Not draining', 'Not spinning', 'Excessive vibration', 'Leaking'],
  },
  {
    name: 'Dryer',
    category: 'Laundry',
    section: 'Appliances',
    maintenanceInterval: '12 months',
    description: 'Gas or electric clothes dryer',
    commonIssues: ['Not heating', 'Takes too long to dry', 'Lint vent clogged', 'Drum not turning'],
  },
  {
    name: 'Electrical Panel',
    category: 'Electrical',
    section: 'Electrical',
    maintenanceInterval: '5 years',
    description: 'Main breaker panel',
    commonIssues: ['Breaker trips repeatedly', 'Warm or buzzing panel', 'Corroded connections'],
  },
  {
    name: 'Garage Door Opener',
    category: 'Electrical',
    section: 'Electrical',
    maintenanceInterval: '12 months',
    description: 'Garage door opener and safety sensors',
    isRequired: false,
    commonIssues: ['Door reverses', 'Remote not working', 'Noisy operation'],
  },
  {
    name: 'Smoke Detectors',
    category: 'Safety & Security',
    section: 'Safety',
    maintenanceInterval: '6 months',
    description: 'Smoke alarms on every level',
    commonIssues: ['Chirping (low battery)', 'False alarms', 'Past 10-year replacement date'],
  },
  {
    name: 'Carbon Monoxide Detectors',
    category: 'Safety & Security',
    section: 'Safety',
    maintenanceInterval: '6 months',
    description: 'CO alarms near sleeping areas and fuel-burning appliances',
    commonIssues: ['Chirping (low battery)', 'End-of-life signal'],
  },
  {
    name: 'Roof',
    category: 'Exterior',
    section: 'Exterior',
    maintenanceInterval: '12 months',
    description: 'Roof covering, flashing and gutters',
    commonIssues: ['Missing shingles', 'Leaks after rain', 'Clogged gutters'],
  },
  {
    name: 'Irrigation System',
    category: 'Exterior',
    section: 'Exterior',
    maintenanceInterval: '12 months',
    description: 'Lawn sprinklers and controller',
    isRequired: false,
    commonIssues: ['Zone will not turn on', 'Broken sprinkler head', 'Leaking valve'],
  },
];

/** Equipment types of the pool add-on (its items and categories are in template-add-ons.ts). */
export const POOL_EQUIPMENT_TYPES: Omit<SeedEquipmentType, 'category'>[] = [
  {
    name: 'Pool Pump',
    section: 'Pool',
    maintenanceInterval: '12 months',
    description: 'Circulation pump',
    commonIssues: ['Pump will not prime', 'Loud motor', 'Leaking seal'],
  },
  {
    name: 'Pool Filter',
    section: 'Pool',
    maintenanceInterval: '3 months',
    description: 'Sand, cartridge or DE filter',
    commonIssues: ['High pressure reading', 'Cloudy water', 'Cracked cartridge'],
  },
  {
    name: 'Pool Heater',
    section: 'Pool',
    maintenanceInterval: '12 months',
    description: 'Gas heater or heat pump',
    commonIssues: ['Will not ignite', 'Not reaching temperature', 'Scale build-up'],
  },
  {
    name: 'Salt Chlorinator',
    section: 'Pool',
    maintenanceInterval: '3 months',
    description: 'Salt cell and control unit',
    commonIssues: ['Low salt warning', 'Scaled cell', 'No chlorine output'],
  },
  {
    name: 'Chemical Feeder',
    section: 'Pool',
    maintenanceInterval: '3 months',
    description: 'Chlorine or acid feeder',
    commonIssues: ['Clogged feeder', 'Leaking lid', 'Inconsistent dosing'],
  },
  {
    name: 'Pool Cleaner',
    section: 'Pool',
    maintenanceInterval: '6 months',
    description: 'Robotic or suction cleaner',
    commonIssues: ['Stuck in one area', 'Poor suction', 'Worn brushes'],
  },
];
