import type { KnowledgeEntry } from './knowledge-entry';

/** The fallback for equipment no entry recognises: advice that is true of any household equipment. */
export const GENERIC_EQUIPMENT: KnowledgeEntry = {
  id: 'generic',
  title: 'Household equipment',
  keywords: [],
  commonIssues: [
    {
      problem: 'Does not turn on or respond',
      solutions: [
        'Check that it is plugged in, its switch is on, and the breaker or fuse has not tripped (and any GFCI outlet nearby is reset).',
        'Turn it off at the breaker for one minute to reset its controls, then switch it back on.',
        'Check for a safety interlock: a door, lid or panel that is not fully closed.',
      ],
    },
    {
      problem: 'Shows an error code or warning light',
      solutions: [
        'Write down the exact code and look it up in the manual for your model (manual search link below).',
        'Reset it once; if the code returns, note when it happens for the technician.',
      ],
    },
    {
      problem: 'Unusual noise, smell or vibration',
      solutions: [
        'Turn it off if there is a burning smell, smoke, sparks or grinding, and do not use it until it is checked.',
        'Check for loose panels, mounting screws, or objects caught in moving parts (with power off).',
        'Make sure it stands level and has the clearances the manual asks for.',
      ],
    },
    {
      problem: 'Leaking water or fluid',
      solutions: [
        'Turn off its water supply valve and dry the area to find the source.',
        'Tighten loose hose or pipe connections; replace cracked hoses or worn washers.',
      ],
    },
  ],
  maintenanceTips: [
    'Follow the maintenance schedule in the manual and note each service in the equipment notes.',
    'Keep filters, vents and coils clean and the area around the equipment clear.',
    'Register the product with the manufacturer to get recall and warranty notices.',
    'Keep the model and serial numbers and the purchase receipt with the warranty record.',
  ],
  safetyPrecautions: [
    'Turn off the power at the breaker (and close gas or water valves) before opening panels or doing any repair.',
    "If you smell gas, leave the house and call your gas company's emergency line from outside.",
    'Do not bypass safety switches, fuses or limit controls.',
  ],
  professionalHelp: [
    'Anything involving gas lines, refrigerant, wiring or sealed components.',
    'The same fault returns after a reset, or the equipment is still under warranty (a DIY repair can void it).',
    'Burning smells, smoke, sparks or water near electrical parts.',
  ],
};
