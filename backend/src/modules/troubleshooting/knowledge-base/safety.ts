import type { KnowledgeEntry } from './knowledge-entry';

export const SMOKE_DETECTOR: KnowledgeEntry = {
  id: 'smoke-detector',
  title: 'Smoke alarms',
  keywords: [
    'smoke detector',
    'smoke alarm',
    'fire alarm',
    'smoke and co detector',
    'smoke co alarm',
    'smoke and carbon monoxide detector',
  ],
  commonIssues: [
    {
      problem: 'Chirping every 30–60 seconds',
      solutions: [
        'Replace the battery (including the backup battery in hard-wired alarms), then press and hold the test button.',
        'If it keeps chirping with a new battery, the alarm has reached its end of life: replace it.',
        'Check the manufacture date on the back: smoke alarms must be replaced 10 years after that date.',
      ],
    },
    {
      problem: 'False alarms (cooking, shower steam)',
      solutions: [
        'Use the hush button, ventilate, and move the alarm at least 10 feet from cooking appliances and away from bathroom doors.',
        'Vacuum the vents of the alarm: dust and insects cause false alarms.',
        'Consider a photoelectric alarm near the kitchen.',
      ],
    },
    {
      problem: 'Hard-wired alarms all sound at once',
      solutions: [
        'Interconnected alarms all sound when one detects smoke: find the one with the flashing (initiating) LED.',
        'Clean or replace the initiating alarm if there is no smoke.',
      ],
    },
  ],
  maintenanceTips: [
    'Test every alarm monthly with the test button.',
    'Replace batteries yearly (unless it has a sealed 10-year battery).',
    'Replace alarms 10 years after the date of manufacture.',
    'Have one on every level, inside each bedroom and outside sleeping areas.',
  ],
  safetyPrecautions: [
    'When an alarm sounds and there may be a fire, get everyone out and call 911 from outside; do not investigate first.',
    'Never remove batteries or disconnect alarms to stop false alarms.',
    'Turn off the circuit breaker before replacing a hard-wired alarm.',
  ],
  professionalHelp: [
    'Adding hard-wired interconnected alarms or replacing wiring.',
    'Alarms that keep sounding without a cause after cleaning and replacement.',
  ],
};

export const CO_DETECTOR: KnowledgeEntry = {
  id: 'co-detector',
  title: 'Carbon monoxide alarms',
  keywords: ['carbon monoxide detector', 'carbon monoxide alarm', 'co detector', 'co alarm', 'carbon monoxide'],
  commonIssues: [
    {
      problem: 'Alarm sounding (4 beeps repeating)',
      solutions: [
        'Treat it as real: get everyone (and pets) outside into fresh air at once and call 911 or the fire department.',
        'Do not go back in until responders say it is safe.',
        'Have fuel-burning appliances (furnace, water heater, boiler, range, fireplace) inspected before using them again.',
      ],
    },
    {
      problem: 'Chirping once a minute',
      solutions: [
        'Replace the battery and test the alarm.',
        'If it keeps chirping or shows "End" / an end-of-life signal, replace the alarm (they last about 7–10 years).',
      ],
    },
    {
      problem: 'Alarm shows an error or will not test',
      solutions: [
        'Replace the battery, vacuum the vents, and press test again.',
        'Replace the alarm if the error stays.',
      ],
    },
  ],
  maintenanceTips: [
    'Test monthly with the test button.',
    'Replace batteries yearly and the alarm when it reaches its end-of-life date.',
    'Install one on every level, outside sleeping areas and near attached garages and fuel-burning appliances.',
  ],
  safetyPrecautions: [
    'Carbon monoxide has no smell: headaches, dizziness or nausea in several people at home are warning signs; get outside.',
    'Never run cars, generators, grills or heaters inside the home or an attached garage.',
    'Never ignore or silence a CO alarm without leaving the home first.',
  ],
  professionalHelp: [
    'After any real alarm: have all fuel-burning appliances and chimneys inspected.',
    'Yearly inspection of furnaces, boilers, water heaters and chimneys prevents CO problems.',
  ],
};
