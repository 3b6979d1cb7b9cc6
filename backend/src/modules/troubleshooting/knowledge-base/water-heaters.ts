import type { KnowledgeEntry } from './knowledge-entry';

const GAS_SMELL =
  "If you smell gas (rotten eggs): do not light anything or operate switches, leave the house and call your gas company's emergency line from outside.";
const TPR_VALVE =
  'Never cap, plug or remove the temperature and pressure relief (T&P) valve; it stops the tank from bursting if it overheats.';
const SCALD =
  'Keep the thermostat at about 120°F (49°C): hotter water scalds in seconds, especially children and older adults.';
const FLUSH_TIP =
  'Drain a few gallons from the drain valve every 6–12 months (or flush fully each year) to remove sediment; more often with hard water.';
const TPR_TEST_TIP =
  'Test the T&P relief valve once a year by lifting its lever briefly (stand clear: the water is hot); replace it if it keeps dripping.';
const ANODE_TIP =
  'Have the anode rod checked every 3–5 years and replaced when worn down to the core wire; it keeps the tank from rusting through.';
const LEAK_HELP =
  'The tank itself leaks or the bottom is rusted through: tanks cannot be repaired, plan a replacement.';
const AGE_HELP = 'The heater is 10–12 years old or more and starts failing: compare repair cost with a replacement.';

/** A tank water heater whose fuel is not known (the Standard Home item 'Water Heater'). */
export const WATER_HEATER: KnowledgeEntry = {
  id: 'water-heater',
  title: 'Tank water heater (gas or electric)',
  keywords: ['water heater', 'hot water heater', 'hot water tank', 'water tank heater', 'hot water cylinder'],
  commonIssues: [
    {
      problem: 'No hot water',
      solutions: [
        'Gas models: check that the gas valve is on and the pilot or burner lights; relight the pilot following the label on the heater.',
        'Electric models: check the breaker (double-pole, 240 V) and press the red high-limit reset button behind the upper access panel after turning the power off.',
        'Make sure the thermostat or gas control knob is not set to "Vacation" or "Pilot".',
      ],
    },
    {
      problem: 'Not enough hot water or it runs out quickly',
      solutions: [
        'Raise the thermostat slightly (no higher than about 120–125°F).',
        'Flush the tank: sediment at the bottom takes up room and insulates the water from the burner or lower element.',
        'Check for a broken dip tube if the water turns lukewarm shortly after the shower starts.',
        'Consider whether the tank is too small for the household.',
      ],
    },
    {
      problem: 'Rumbling, popping or crackling noises',
      solutions: [
        'Sediment is boiling under the water: flush the tank through the drain valve until it runs clear.',
        'With very hard water, flush every 6 months or add a water softener.',
      ],
    },
    {
      problem: 'Water leaking around the heater',
      solutions: [
        'Find the source: dry everything and check the cold and hot connections on top, the drain valve and the relief valve discharge pipe.',
        'Tighten a loose fitting or drain valve a quarter turn; replace a dripping drain valve.',
        'If water comes from the tank itself or the bottom is rusted, turn off the fuel/power and the cold water supply and arrange a replacement.',
      ],
    },
    {
      problem: 'Relief valve dripping or discharging',
      solutions: [
        'Lower the thermostat if the water is very hot.',
        'On a closed system (check valve or pressure regulator on the main), ask for a thermal expansion tank to be installed.',
        'If it still drips, the valve needs replacing with one of the same pressure and temperature rating.',
      ],
    },
    {
      problem: 'Rusty, discoloured or smelly (rotten egg) hot water',
      solutions: [
        'Rusty water only from the hot taps points to a corroded tank or a spent anode rod: have the anode checked.',
        'A sulfur smell comes from bacteria reacting with the anode: flush the tank and consider an aluminum-zinc anode.',
      ],
    },
  ],
  maintenanceTips: [
    FLUSH_TIP,
    TPR_TEST_TIP,
    ANODE_TIP,
    'Keep 2 feet of clear space around the heater; never store paint, gasoline or solvents nearby.',
    'Insulate the first few feet of hot and cold pipes to reduce standby heat loss.',
  ],
  safetyPrecautions: [
    GAS_SMELL,
    'Turn off the power at the breaker (electric) or set the gas valve to "Off"/"Pilot" before opening panels or draining the tank.',
    TPR_VALVE,
    SCALD,
  ],
  professionalHelp: [
    LEAK_HELP,
    'You smell gas, see scorch marks or soot around the burner door, or the pilot keeps going out after relighting.',
    'Electric elements or thermostats need testing or replacing and you are not comfortable working near 240 V.',
    AGE_HELP,
  ],
};

export const GAS_WATER_HEATER: KnowledgeEntry = {
  id: 'gas-water-heater',
  title: 'Gas water heater (tank)',
  keywords: [
    'gas water heater',
    'natural gas water heater',
    'propane water heater',
    'lp water heater',
    'gas hot water heater',
  ],
  commonIssues: [
    {
      problem: 'Pilot light will not stay lit',
      solutions: [
        'Relight the pilot following the instructions on the heater label, holding the pilot button for 30–60 seconds before releasing.',
        'Check that the air intake screen at the bottom of the heater is not clogged with lint or dust.',
        'If it lights but goes out when you release the button, the thermocouple or flame sensor is probably faulty and needs replacing.',
      ],
    },
    {
      problem: 'No hot water',
      solutions: [
        'Make sure the gas supply valve is open (handle in line with the pipe) and other gas appliances work.',
        'Check that the control knob is set to "On" and the temperature is not on "Vacation".',
        'Relight the pilot if it is out; on electronic-ignition models check that the unit is plugged in.',
      ],
    },
    {
      problem: 'Not enough hot water',
      solutions: [
        'Raise the temperature setting slightly (up to about 120–125°F).',
        'Flush sediment from the tank through the drain valve.',
        'Lukewarm water soon after starting points to a broken dip tube.',
      ],
    },
    {
      problem: 'Rumbling or popping noises',
      solutions: [
        'Flush the tank until the water runs clear; sediment on the bottom overheats and pops.',
        'Flush every 6 months in hard-water areas.',
      ],
    },
    {
      problem: 'Water leaking or relief valve dripping',
      solutions: [
        'Check the connections on top, the drain valve and the T&P relief valve discharge pipe.',
        'A dripping relief valve often means excess pressure: ask about a thermal expansion tank.',
        'Water coming from the tank body means the tank has failed: turn the gas to "Off", close the cold supply and plan a replacement.',
      ],
    },
    {
      problem: 'Burner flame is yellow or there is soot',
      solutions: [
        'Turn the heater off: a yellow, lazy flame or soot means incomplete combustion and a carbon monoxide risk.',
        'Have the burner, flue and venting inspected and cleaned by a qualified technician before using it again.',
      ],
    },
  ],
  maintenanceTips: [
    FLUSH_TIP,
    TPR_TEST_TIP,
    ANODE_TIP,
    'Look at the vent pipe on top once a year: it should be firmly connected and slope upward to the chimney.',
    'Keep the area around the burner free of lint, dust and stored items so the burner gets combustion air.',
  ],
  safetyPrecautions: [
    GAS_SMELL,
    'Install a carbon monoxide alarm near the water heater and sleeping areas.',
    'Set the gas control to "Off" (and unplug power-vent or electronic-ignition models) before draining the tank or opening the burner compartment.',
    'Never store gasoline, paint thinner or other flammable liquids near a gas water heater.',
    TPR_VALVE,
    SCALD,
  ],
  professionalHelp: [
    'Any gas smell, soot, scorching around the burner door, or backdrafting at the vent hood.',
    'The pilot will not stay lit after cleaning the air intake (thermocouple or gas control valve replacement).',
    LEAK_HELP,
    AGE_HELP,
  ],
};

export const ELECTRIC_WATER_HEATER: KnowledgeEntry = {
  id: 'electric-water-heater',
  title: 'Electric water heater (tank, including heat pump water heaters)',
  keywords: ['electric water heater', 'heat pump water heater', 'hybrid water heater', 'electric hot water heater'],
  commonIssues: [
    {
      problem: 'No hot water',
      solutions: [
        'Check the double-pole breaker for the heater and reset it once if tripped.',
        'With the breaker off, remove the upper access panel and press the red high-limit (ECO) reset button.',
        'If it trips again, an element or thermostat is likely faulty and should be tested.',
      ],
    },
    {
      problem: 'Water is only lukewarm or runs out quickly',
      solutions: [
        'The lower heating element has probably failed (the upper one still heats the top of the tank): have both elements tested.',
        'Check both thermostats are set to the same temperature (about 120°F).',
        'Flush sediment that may be covering the lower element.',
      ],
    },
    {
      problem: 'Water too hot',
      solutions: [
        'Lower the thermostat settings.',
        'A thermostat stuck closed can overheat the water and trip the reset: have it replaced.',
      ],
    },
    {
      problem: 'Heat pump water heater slow to recover or showing an error',
      solutions: [
        'Clean the air filter on top of the unit.',
        'Make sure the room is warmer than about 40°F and has enough air volume, and that the condensate drain is clear.',
        'Switch to "Hybrid" or "High demand" mode for times of heavy use.',
      ],
    },
    {
      problem: 'Leaking water',
      solutions: [
        'Check the pipe connections, the drain valve and the relief valve discharge pipe; tighten or replace the part that drips.',
        'A leak at an element gasket needs the element re-seated with a new gasket (power off, tank drained below it).',
        'A leaking tank cannot be repaired: turn off the breaker and the cold supply and plan a replacement.',
      ],
    },
  ],
  maintenanceTips: [
    FLUSH_TIP,
    TPR_TEST_TIP,
    ANODE_TIP,
    'Heat pump models: clean the air filter every 1–3 months and keep the condensate drain clear.',
  ],
  safetyPrecautions: [
    'Turn off the breaker before removing access panels: the terminals carry 240 V.',
    'Never turn the power on with the tank empty or partly drained: the elements burn out in seconds when dry.',
    TPR_VALVE,
    SCALD,
  ],
  professionalHelp: [
    'The breaker or the high-limit reset trips repeatedly, or there are signs of burnt wiring.',
    'Element or thermostat testing and replacement if you are not comfortable with 240 V circuits.',
    LEAK_HELP,
    'Heat pump water heater fault codes relating to the compressor or refrigerant.',
  ],
};

export const TANKLESS_WATER_HEATER: KnowledgeEntry = {
  id: 'tankless-water-heater',
  title: 'Tankless (on-demand) water heater',
  keywords: ['tankless water heater', 'tankless', 'on demand water heater', 'instant water heater'],
  commonIssues: [
    {
      problem: 'Hot water turns cold in the middle of a shower ("cold water sandwich") or fluctuates',
      solutions: [
        'Open the tap a little more: the heater needs a minimum flow (often about 0.5 gallon per minute) to keep firing.',
        'Clean the cold water inlet filter screen.',
        "Running several fixtures at once can exceed the unit's capacity; stagger showers and appliances.",
      ],
    },
    {
      problem: 'Error code on the display or no hot water at all',
      solutions: [
        'Write down the code and look it up in the manual for your model (manual link below).',
        'Check that gas and water valves are open and the unit has power; reset by switching the power off and on.',
        'Ignition errors after a gas bill was missed, propane ran out or a new appliance was added may mean the gas supply is too small.',
      ],
    },
    {
      problem: 'Water takes a long time to get hot or flow is weak',
      solutions: [
        'Descale the heat exchanger: scale restricts flow and heat transfer, especially with hard water.',
        'Clean the inlet filter and check for partly closed isolation valves.',
      ],
    },
    {
      problem: 'Scale or "service" warning',
      solutions: [
        'Flush the heat exchanger with a descaling solution and a small pump through the isolation valves, following the manual.',
        'Install a scale-reducing filter or water softener if the water is hard.',
      ],
    },
  ],
  maintenanceTips: [
    'Descale (flush) the heat exchanger once a year, or every 6 months with hard water.',
    'Clean the cold water inlet filter screen every few months.',
    'Keep the air intake and exhaust vent terminals outside clear of snow, leaves and nests.',
    'Have gas models inspected yearly for venting, combustion and gas pressure.',
  ],
  safetyPrecautions: [
    GAS_SMELL,
    'Turn off power and close the gas and water valves before opening the unit or flushing it.',
    'Never block the vent terminals: exhaust gases contain carbon monoxide.',
    SCALD,
  ],
  professionalHelp: [
    'Repeated ignition or flame-failure errors, or any gas smell.',
    'Error codes pointing to the fan, heat exchanger, gas valve or circuit board.',
    'Gas line sizing or venting questions (undersized gas lines are a common cause of faults).',
  ],
};
