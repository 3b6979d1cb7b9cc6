import type { KnowledgeEntry } from './knowledge-entry';

export const WATER_SOFTENER: KnowledgeEntry = {
  id: 'water-softener',
  title: 'Water softener',
  keywords: ['water softener', 'softener', 'water conditioner', 'brine tank', 'water treatment system'],
  commonIssues: [
    {
      problem: 'Hard water is back (spots, scale, soap does not lather)',
      solutions: [
        'Check the salt level: keep the brine tank at least a quarter full.',
        'Break up a salt bridge: a hard crust can form above the water so salt stops dissolving; push a broom handle down gently to break it.',
        'Check the clock and the regeneration schedule after a power cut, and that the bypass valve is in "service" position.',
        'Check the hardness setting matches your water (a test strip gives the number).',
      ],
    },
    {
      problem: 'Salt mush at the bottom of the brine tank',
      solutions: [
        'Scoop out the mushy salt, rinse the tank and refill with good quality pellets.',
        'Do not overfill the tank in humid rooms.',
      ],
    },
    {
      problem: 'Softener does not regenerate or the brine tank is full of water',
      solutions: [
        'Start a manual regeneration and listen for it cycling.',
        'Clean the brine line, the injector (venturi) and its screen: a clog stops the brine from being drawn.',
        'Check the drain line is not kinked or frozen.',
      ],
    },
    {
      problem: 'Salty taste in the water',
      solutions: [
        'Check that the hardness setting is not too high and that the unit is not regenerating too often.',
        'A clogged drain line or injector can leave brine in the resin: clean them.',
      ],
    },
  ],
  maintenanceTips: [
    'Check the salt monthly and keep it above the water level.',
    'Clean out the brine tank every year or two.',
    'Clean the injector screen yearly; use resin cleaner if you have iron in the water.',
    'The resin bed lasts 10–15 years; replace it when softening stays poor despite regeneration.',
  ],
  safetyPrecautions: [
    'Unplug the controller and put the valve in bypass before opening anything.',
    'Lift salt bags with your legs; do not climb into or lean deep into the brine tank.',
    'People on low-sodium diets may want a separate unsoftened drinking water tap or potassium chloride.',
  ],
  professionalHelp: [
    'The control valve leaks, motor does not turn, or the unit is stuck in a cycle.',
    'Resin replacement or a water test for iron, manganese or bacteria.',
  ],
};

export const SUMP_PUMP: KnowledgeEntry = {
  id: 'sump-pump',
  title: 'Sump pump',
  keywords: ['sump pump', 'sump', 'sump pit', 'ejector pump', 'sewage ejector', 'basement pump'],
  commonIssues: [
    {
      problem: 'Pump does not turn on when water rises',
      solutions: [
        'Check that it is plugged in, the GFCI outlet has not tripped and the breaker is on.',
        'Lift the float by hand (with a stick) to see whether it starts: a stuck float or failed switch is the usual cause.',
        'Clear debris from the pit that keeps the float from moving.',
      ],
    },
    {
      problem: 'Pump runs constantly',
      solutions: [
        'Check whether the float is stuck in the "up" position.',
        'Check the check valve on the discharge pipe: if it fails, water drains back into the pit.',
        'In heavy rain or with a high water table, constant running can be normal; consider a larger pump.',
      ],
    },
    {
      problem: 'Pump hums but does not pump water',
      solutions: [
        'Unplug it and clean the intake screen and impeller of gravel and debris.',
        'Make sure the discharge line is not frozen or clogged where it exits the house.',
      ],
    },
    {
      problem: 'Cycles on and off rapidly',
      solutions: ['Adjust the float so the pump runs long enough to empty the pit.', 'Replace a failed check valve.'],
    },
  ],
  maintenanceTips: [
    'Test the pump every 3 months by pouring a bucket of water into the pit until it starts.',
    'Clean the pit and intake screen once a year.',
    'Keep the discharge outlet outside clear and directed away from the foundation.',
    'Consider a battery backup pump and a high-water alarm; test the battery yearly.',
  ],
  safetyPrecautions: [
    'Unplug the pump before reaching into the pit.',
    'Plug it into a GFCI outlet; never use an extension cord.',
    'Sewage ejector pits contain waste and gases: leave their service to professionals.',
  ],
  professionalHelp: [
    'The motor has failed or the pump is older than 7–10 years.',
    'Water keeps entering the basement even though the pump works.',
    'Installing a backup pump, alarm or a new discharge line.',
  ],
};
