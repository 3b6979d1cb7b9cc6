import type { KnowledgeEntry } from './knowledge-entry';

const POWER_OFF =
  'Turn off power at the equipment switch and the breaker before opening any panel; capacitors can hold a charge even then.';
const GAS_SMELL =
  "If you smell gas (rotten eggs): do not operate switches or the thermostat, leave the house and call your gas company's emergency line from outside.";
const CO_ALARM =
  'Keep working carbon monoxide alarms on every level and near bedrooms; if one sounds, get everyone outside and call 911.';
const FILTER_TIP =
  'Check the air filter monthly and replace it every 1–3 months (more often with pets, renovations or allergies).';

export const FURNACE: KnowledgeEntry = {
  id: 'furnace',
  title: 'Forced-air furnace (gas or electric)',
  keywords: ['furnace', 'gas furnace', 'forced air', 'forced air furnace', 'oil furnace', 'electric furnace'],
  commonIssues: [
    {
      problem: 'No heat',
      solutions: [
        'Check that the thermostat is set to "Heat", above room temperature, and has fresh batteries.',
        'Make sure the furnace switch (looks like a light switch near the unit) is on and the breaker has not tripped.',
        'Check that the gas valve is open and the front panels are fully closed (a door safety switch stops the furnace).',
        'Replace a clogged filter: an overheating furnace shuts itself off.',
      ],
    },
    {
      problem: 'Furnace starts, then shuts off after a few seconds',
      solutions: [
        'A dirty flame sensor is the usual cause: with the power off, remove it (one screw) and rub it gently with a fine abrasive pad or emery cloth, not coarse sandpaper.',
        'Count the status LED blinks through the window in the panel and look up the code on the label inside the door.',
      ],
    },
    {
      problem: 'Short cycling (turns on and off frequently)',
      solutions: [
        'Replace the air filter and open all supply registers and return grilles.',
        'Move the thermostat away from heat sources, drafts and direct sun.',
        'An oversized furnace or a failing limit switch also causes it: have it checked if it continues.',
      ],
    },
    {
      problem: 'Blower runs constantly',
      solutions: [
        'Set the thermostat fan setting to "Auto" instead of "On".',
        'If it still runs with the fan on "Auto", the blower relay or control board may be stuck: call a technician.',
      ],
    },
    {
      problem: 'Unusual noises (squealing, banging, rattling)',
      solutions: [
        'Squealing: a worn blower belt or motor bearing; booming on start-up: delayed ignition that needs a burner cleaning.',
        'Rattling: tighten loose panels and check ducts for loose connections.',
        'Turn the furnace off and call a technician for loud bangs or scraping metal.',
      ],
    },
  ],
  maintenanceTips: [
    FILTER_TIP,
    'Have the furnace inspected and cleaned every fall before the heating season (burners, flame sensor, heat exchanger, venting).',
    'Keep supply registers and return grilles open and unblocked by furniture or rugs.',
    'High-efficiency furnaces: keep the condensate drain and trap clear, and the outside intake and exhaust pipes free of snow and debris.',
    'Keep flammable items and clutter at least 3 feet away from the furnace.',
  ],
  safetyPrecautions: [GAS_SMELL, CO_ALARM, POWER_OFF, 'Never run the furnace with the burner or blower doors removed.'],
  professionalHelp: [
    'Any gas smell, carbon monoxide alarm, soot, or a yellow and flickering burner flame.',
    'Suspected cracked heat exchanger (flame disturbance when the blower starts, rust or cracks seen).',
    'Repeated lockouts, error codes pointing to the gas valve, inducer motor, pressure switch or control board.',
    'The furnace is 15–20 years old and needs frequent repairs.',
  ],
};

export const AIR_CONDITIONER: KnowledgeEntry = {
  id: 'air-conditioner',
  title: 'Central air conditioner, heat pump or air handler',
  keywords: [
    'air conditioner',
    'air conditioning',
    'central air',
    'central air conditioner',
    'ac',
    'a c',
    'ac unit',
    'condenser',
    'condensing unit',
    'heat pump',
    'air source heat pump',
    'air handler',
    'fan coil',
    'mini split',
    'ductless',
    'evaporator coil',
  ],
  commonIssues: [
    {
      problem: 'Not cooling (or not heating, on a heat pump)',
      solutions: [
        'Check the thermostat mode ("Cool" or "Heat"), the set temperature and its batteries.',
        'Check the breakers for both the indoor unit and the outdoor unit, and the outdoor disconnect switch.',
        'Replace a dirty air filter and make sure the outdoor unit is not blocked by plants, debris or snow.',
        'If the outdoor fan does not spin while the unit hums, the run capacitor has often failed: call a technician.',
      ],
    },
    {
      problem: 'Ice on the indoor coil or the refrigerant lines',
      solutions: [
        'Turn cooling off and run only the fan for a few hours to thaw the coil.',
        'Replace the air filter and open closed registers: low airflow freezes the coil.',
        'If it freezes again with good airflow, the system may be low on refrigerant (a leak): call a technician.',
      ],
    },
    {
      problem: 'Water leaking near the indoor unit',
      solutions: [
        'The condensate drain line is probably clogged: clear it with a wet/dry vacuum at the outside end.',
        'Pour a cup of white vinegar into the drain access every few months to prevent algae clogs.',
        'Check that the condensate pump (if any) runs and its float is free.',
      ],
    },
    {
      problem: 'System runs constantly or the house stays warm and humid',
      solutions: [
        'Clean the outdoor coil gently with a garden hose (power off), from the inside out if possible.',
        'Close blinds on sunny sides, and check that ducts in the attic are connected and insulated.',
        'A system that cannot keep up on mild days may be low on refrigerant or undersized.',
      ],
    },
    {
      problem: 'Heat pump outdoor unit covered in ice or steaming in winter',
      solutions: [
        'Light frost and short periods of steam are normal defrost cycles.',
        'Heavy ice that stays for hours means the defrost control, sensor or fan is failing: call a technician.',
        'Make sure gutters do not drip onto the unit and it sits a few inches above the snow line.',
      ],
    },
  ],
  maintenanceTips: [
    FILTER_TIP,
    'Have the system serviced every spring (heat pumps: spring and fall): refrigerant charge, electrical parts, coils and drain.',
    'Keep 2 feet of clear space around the outdoor unit and rinse its coil each season.',
    'Flush the condensate drain line with vinegar at the start of the cooling season.',
    "Keep the outdoor unit level and the lines' insulation intact.",
  ],
  safetyPrecautions: [
    POWER_OFF,
    'Do not open the refrigerant circuit or add refrigerant yourself: it requires certification and the gauges read high pressures.',
    'Do not use a pressure washer on the coil fins.',
    'Do not cover the outdoor unit while the system can start.',
  ],
  professionalHelp: [
    'Refrigerant leaks (hissing, oily spots on lines, repeated coil freezing).',
    'The compressor or outdoor fan will not start, hums or trips the breaker (capacitor, contactor or motor).',
    'Burning smells, scorched wiring, or a breaker that trips repeatedly.',
    'Systems older than 12–15 years, or using R-22 refrigerant, needing major repairs.',
  ],
};

export const BOILER: KnowledgeEntry = {
  id: 'boiler',
  title: 'Hot water or steam boiler',
  keywords: ['boiler', 'hydronic', 'radiant heat', 'radiator', 'baseboard heat', 'steam boiler', 'combi boiler'],
  commonIssues: [
    {
      problem: 'No heat',
      solutions: [
        'Check the thermostat setting and batteries, the boiler power switch and its breaker.',
        'Check the pressure gauge: most hot water systems need about 12–15 psi cold; top up through the fill valve if low, following the manual.',
        'Press the reset button once if the boiler is in lockout; call a technician if it locks out again.',
      ],
    },
    {
      problem: 'Some radiators are cold or cold at the top',
      solutions: [
        'Bleed air from the radiators with a radiator key, starting on the lowest floor, with the circulator off.',
        'Recheck the system pressure after bleeding and top up if needed.',
        'Check that the radiator and zone valves are open.',
      ],
    },
    {
      problem: 'Pressure too high or the relief valve discharges',
      solutions: [
        'Check the expansion tank: if it is waterlogged (tapping sounds full), it needs recharging or replacing.',
        'A leaking fill valve can over-pressurise the system: have it checked.',
      ],
    },
    {
      problem: 'Banging, gurgling or kettling noises',
      solutions: [
        'Gurgling: air in the system, bleed the radiators.',
        'Kettling (rumbling like a kettle) points to scale or sludge on the heat exchanger: the system needs flushing by a technician.',
        'Steam systems: banging pipes mean water is trapped; check that pipes slope back to the boiler.',
      ],
    },
  ],
  maintenanceTips: [
    'Have the boiler serviced every year before the heating season (burner, heat exchanger, venting, safety controls).',
    'Check the pressure gauge monthly during the heating season.',
    'Bleed radiators at the start of each heating season.',
    'Steam boilers: check the sight glass water level weekly and flush the low-water cutoff as the manual describes.',
  ],
  safetyPrecautions: [
    GAS_SMELL,
    CO_ALARM,
    'Turn off the boiler switch and its breaker (and close the gas or oil valve) before opening the cabinet or draining any water.',
    'Never block or cap the pressure relief valve or its discharge pipe.',
    'Let the boiler cool before touching pipes or draining: water and steam can cause severe burns.',
  ],
  professionalHelp: [
    'Repeated lockouts, pressure that keeps dropping (a leak) or keeps rising.',
    'Water leaking from the boiler body or heat exchanger.',
    'Any gas or oil smell, soot, or a carbon monoxide alarm.',
  ],
};

export const THERMOSTAT: KnowledgeEntry = {
  id: 'thermostat',
  title: 'Thermostat (programmable or smart)',
  keywords: ['thermostat', 'smart thermostat', 'programmable thermostat', 'nest', 'ecobee', 'temperature control'],
  commonIssues: [
    {
      problem: 'Blank display',
      solutions: [
        'Replace the batteries (many models have them behind the faceplate).',
        'Check the furnace or air handler switch and breaker: many thermostats are powered by the HVAC system (C-wire).',
        'Check that the faceplate is seated firmly on its base.',
        'A blown fuse on the furnace control board can also blank the thermostat: call a technician.',
      ],
    },
    {
      problem: 'Heating or cooling does not respond',
      solutions: [
        'Confirm the mode (Heat/Cool/Auto) and that the set point is above (heat) or below (cool) the room temperature.',
        'Many thermostats delay the compressor for up to 5 minutes after a change: wait before troubleshooting.',
        'Check that a schedule, hold or eco mode is not overriding the setting.',
      ],
    },
    {
      problem: 'Displayed temperature does not match the room',
      solutions: [
        'Make sure the thermostat is not in direct sun, near a lamp, a supply register, an outside wall or a drafty door.',
        'Seal the hole in the wall behind it: drafts from inside the wall skew the reading.',
        'Adjust the temperature offset/calibration in the settings menu.',
      ],
    },
    {
      problem: 'Smart thermostat offline or losing Wi-Fi',
      solutions: [
        'Restart the router and the thermostat, and check the Wi-Fi password has not changed.',
        "Smart thermostats without a C-wire can run low on power and drop Wi-Fi: add a C-wire or the maker's power adapter.",
      ],
    },
  ],
  maintenanceTips: [
    'Replace batteries once a year (a good time is when changing the clocks).',
    'Review the schedule each season; set back 7–10°F while asleep or away to save energy.',
    'Dust the thermostat gently; do not spray cleaner into it.',
  ],
  safetyPrecautions: [
    'Turn off power to the furnace or air handler at its switch or breaker before removing a thermostat from the wall or changing wiring.',
    'Label the wires (photo of the wiring) before disconnecting an old thermostat.',
    'Thick two-wire line-voltage thermostats (electric baseboard heat, 120/240 V) are dangerous to rewire: use a thermostat rated for them.',
  ],
  professionalHelp: [
    'No 24 V power at the thermostat wires, or a blown control board fuse.',
    'Wiring a new thermostat to a heat pump, multi-stage or zoned system.',
    'Adding a C-wire inside walls.',
  ],
};

/**
 * 'HVAC System' and similar names cover both heating and cooling: the furnace and air conditioner
 * advice together (the first issues of each; the lists merged without repeats).
 */
export const HVAC_SYSTEM: KnowledgeEntry = {
  id: 'hvac-system',
  title: 'Heating and cooling system (furnace with air conditioner or heat pump)',
  keywords: [
    'hvac',
    'hvac system',
    'heating and cooling',
    'heating and air',
    'heating system',
    'cooling system',
    'heating',
    'cooling',
  ],
  commonIssues: [...FURNACE.commonIssues.slice(0, 3), ...AIR_CONDITIONER.commonIssues.slice(0, 3)],
  maintenanceTips: [
    ...new Set([...FURNACE.maintenanceTips.slice(0, 3), ...AIR_CONDITIONER.maintenanceTips.slice(1, 4)]),
  ],
  safetyPrecautions: [...new Set([...FURNACE.safetyPrecautions, ...AIR_CONDITIONER.safetyPrecautions.slice(1, 3)])],
  professionalHelp: [...FURNACE.professionalHelp.slice(0, 3), ...AIR_CONDITIONER.professionalHelp.slice(0, 3)],
};
