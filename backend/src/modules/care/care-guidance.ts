/**
 * Seed data: how often each Standard Home and pool equipment type wants service, and how long it
 * typically lasts. Figures come from public guidance (docs/care.md lists each source); lives are the
 * middle of the published range. `source` keys refer to SOURCES below.
 */
export interface CareGuidance {
  /** equipment_types.name */
  name: string;
  intervalMonths: number;
  lifeYears: number;
  intervalSource: keyof typeof SOURCES;
  lifeSource: keyof typeof SOURCES;
}

export const SOURCES = {
  energyStar: 'ENERGY STAR, "Maintenance Checklist" (heating and cooling)',
  energySaverWaterHeater: 'U.S. DOE Energy Saver, "Water Heating" maintenance (drain sediment, test the T&P valve)',
  manufacturer: "Typical manufacturer owner's manual guidance for this equipment type",
  internachi: 'InterNACHI, "Standard Estimated Life Expectancy Chart for Homes"',
  nahb: 'NAHB / Bank of America Home Equity, "Study of Life Expectancy of Home Components" (2007)',
  nfpa: 'NFPA, smoke and CO alarm guidance (replace smoke alarms every 10 years, CO alarms per maker, 5-7 years)',
  usfa: 'U.S. Fire Administration, "Clothes dryer fire safety" (clean the vent and lint path regularly)',
  dasma: 'DASMA, garage door opener safety: monthly reversal test, yearly professional inspection',
  nrca: 'NRCA (National Roofing Contractors Association): inspect the roof at least yearly and after storms',
  waterSense: 'EPA WaterSense, "Sprinkler spruce-up": inspect the system each season',
} as const;

export const CARE_GUIDANCE: CareGuidance[] = [
  { name: 'Furnace', intervalMonths: 12, lifeYears: 20, intervalSource: 'energyStar', lifeSource: 'internachi' },
  {
    name: 'Air Conditioner',
    intervalMonths: 12,
    lifeYears: 12,
    intervalSource: 'energyStar',
    lifeSource: 'internachi',
  },
  { name: 'Thermostat', intervalMonths: 12, lifeYears: 35, intervalSource: 'energyStar', lifeSource: 'nahb' },
  {
    name: 'Water Heater',
    intervalMonths: 12,
    lifeYears: 10,
    intervalSource: 'energySaverWaterHeater',
    lifeSource: 'internachi',
  },
  { name: 'Water Softener', intervalMonths: 6, lifeYears: 20, intervalSource: 'manufacturer', lifeSource: 'nahb' },
  { name: 'Sump Pump', intervalMonths: 12, lifeYears: 10, intervalSource: 'manufacturer', lifeSource: 'nahb' },
  { name: 'Refrigerator', intervalMonths: 6, lifeYears: 11, intervalSource: 'manufacturer', lifeSource: 'internachi' },
  { name: 'Dishwasher', intervalMonths: 6, lifeYears: 9, intervalSource: 'manufacturer', lifeSource: 'internachi' },
  { name: 'Range / Oven', intervalMonths: 12, lifeYears: 15, intervalSource: 'manufacturer', lifeSource: 'internachi' },
  { name: 'Microwave', intervalMonths: 12, lifeYears: 9, intervalSource: 'manufacturer', lifeSource: 'internachi' },
  {
    name: 'Garbage Disposal',
    intervalMonths: 12,
    lifeYears: 12,
    intervalSource: 'manufacturer',
    lifeSource: 'internachi',
  },
  {
    name: 'Washing Machine',
    intervalMonths: 6,
    lifeYears: 10,
    intervalSource: 'manufacturer',
    lifeSource: 'internachi',
  },
  { name: 'Dryer', intervalMonths: 12, lifeYears: 13, intervalSource: 'usfa', lifeSource: 'internachi' },
  { name: 'Electrical Panel', intervalMonths: 60, lifeYears: 60, intervalSource: 'manufacturer', lifeSource: 'nahb' },
  { name: 'Garage Door Opener', intervalMonths: 12, lifeYears: 12, intervalSource: 'dasma', lifeSource: 'nahb' },
  { name: 'Smoke Detectors', intervalMonths: 6, lifeYears: 10, intervalSource: 'nfpa', lifeSource: 'nfpa' },
  { name: 'Carbon Monoxide Detectors', intervalMonths: 6, lifeYears: 7, intervalSource: 'nfpa', lifeSource: 'nfpa' },
  { name: 'Roof', intervalMonths: 12, lifeYears: 20, intervalSource: 'nrca', lifeSource: 'internachi' },
  { name: 'Irrigation System', intervalMonths: 12, lifeYears: 20, intervalSource: 'waterSense', lifeSource: 'nahb' },
  { name: 'Pool Pump', intervalMonths: 12, lifeYears: 10, intervalSource: 'manufacturer', lifeSource: 'internachi' },
  { name: 'Pool Filter', intervalMonths: 3, lifeYears: 12, intervalSource: 'manufacturer', lifeSource: 'internachi' },
  { name: 'Pool Heater', intervalMonths: 12, lifeYears: 10, intervalSource: 'manufacturer', lifeSource: 'internachi' },
  {
    name: 'Salt Chlorinator',
    intervalMonths: 3,
    lifeYears: 5,
    intervalSource: 'manufacturer',
    lifeSource: 'manufacturer',
  },
  {
    name: 'Chemical Feeder',
    intervalMonths: 3,
    lifeYears: 8,
    intervalSource: 'manufacturer',
    lifeSource: 'manufacturer',
  },
  { name: 'Pool Cleaner', intervalMonths: 6, lifeYears: 7, intervalSource: 'manufacturer', lifeSource: 'manufacturer' },
];
