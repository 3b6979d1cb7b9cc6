import type { KnowledgeEntry } from './knowledge-entry';

export const ROOF: KnowledgeEntry = {
  id: 'roof',
  title: 'Roof and gutters',
  keywords: ['roof', 'roofing', 'shingle', 'gutter', 'downspout', 'roof and gutter', 'skylight', 'flashing'],
  commonIssues: [
    {
      problem: 'Leak or water stain on a ceiling after rain',
      solutions: [
        'Catch the water, and if the ceiling bulges, poke a small hole to drain it into a bucket to limit damage.',
        'From the attic, follow the wet trail upward: leaks often start at flashing around chimneys, vents and skylights, not where the stain is.',
        'Note where and when it leaks (wind direction, heavy rain) for the roofer.',
      ],
    },
    {
      problem: 'Missing, curled or cracked shingles',
      solutions: [
        'Inspect from the ground with binoculars after storms.',
        'Replace missing shingles promptly so water does not reach the deck; many granules in the gutters mean the roof is ageing.',
      ],
    },
    {
      problem: 'Gutters overflowing or sagging',
      solutions: [
        'Clean out leaves and debris, and flush downspouts with a garden hose.',
        'Re-secure loose hangers; gutters should slope about 1/4 inch per 10 feet toward the downspouts.',
        'Extend downspouts 4–6 feet away from the foundation.',
      ],
    },
    {
      problem: 'Ice dams along the eaves in winter',
      solutions: [
        'Remove snow from the lower roof with a roof rake from the ground.',
        'The lasting fix is attic insulation and ventilation so the roof stays cold.',
      ],
    },
  ],
  maintenanceTips: [
    'Inspect the roof from the ground every spring and fall, and after major storms.',
    'Clean gutters at least twice a year (more under trees).',
    'Trim branches overhanging the roof.',
    'Check the attic for daylight, damp spots or mould after heavy rain.',
  ],
  safetyPrecautions: [
    'Avoid walking on the roof: falls are a leading cause of home injuries; work from a ladder or the ground where possible.',
    'Use a stable ladder on firm ground, extend it 3 feet above the edge, and keep three points of contact.',
    'Stay well away from power lines near the roof and gutters.',
  ],
  professionalHelp: [
    'Leaks, damaged flashing, sagging roof areas, or storm damage (also for insurance documentation).',
    'Steep or high roofs, and roofs older than 20–25 years (asphalt shingles).',
  ],
};

export const IRRIGATION_SYSTEM: KnowledgeEntry = {
  id: 'irrigation-system',
  title: 'Lawn irrigation (sprinkler) system',
  keywords: [
    'irrigation',
    'irrigation system',
    'sprinkler',
    'sprinkler system',
    'lawn sprinkler',
    'drip irrigation',
    'irrigation controller',
  ],
  commonIssues: [
    {
      problem: 'A zone will not turn on',
      solutions: [
        'Run the zone manually from the controller and check the controller has power and no rain sensor is holding it off.',
        'Check the zone valve: the solenoid may be loose, or its wires corroded at the splice.',
        "Open the valve's manual bleed screw: if water flows, the solenoid or wiring is at fault.",
      ],
    },
    {
      problem: 'Broken or misaligned sprinkler head',
      solutions: [
        'Dig around the head, unscrew it and replace it with the same type and nozzle.',
        'Adjust the spray pattern so it waters the lawn, not the driveway or house.',
      ],
    },
    {
      problem: 'Low pressure or weak spray',
      solutions: [
        'Clean the filter screens in the heads and nozzles.',
        'Look for a leak (soggy patch, water running after the zone stops) and a partly closed main valve.',
      ],
    },
    {
      problem: 'Valve leaking or zone will not shut off',
      solutions: [
        'Turn off the irrigation water supply, then clean or replace the valve diaphragm.',
        'Debris on the diaphragm seat is the usual cause.',
      ],
    },
  ],
  maintenanceTips: [
    'Winterize before the first freeze in cold climates (drain or blow out the lines).',
    'Check heads and coverage each spring; adjust the schedule seasonally.',
    'Water early in the morning and replace the controller backup battery yearly.',
    'Have the backflow preventer tested yearly where required.',
  ],
  safetyPrecautions: [
    'Call 811 before digging to locate buried utility lines.',
    'Only use compressed air for winterizing with eye protection and moderate pressure (about 50 psi), or leave it to a professional.',
  ],
  professionalHelp: [
    'Backflow preventer testing and repair, and main line leaks.',
    'Wiring faults affecting several zones, or a new controller installation.',
  ],
};
