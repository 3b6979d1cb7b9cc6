import type { KnowledgeEntry } from './knowledge-entry';

export const WASHER: KnowledgeEntry = {
  id: 'washer',
  title: 'Clothes washer (top or front load)',
  keywords: ['washer', 'washing machine', 'clothes washer', 'laundry machine', 'front load washer', 'top load washer'],
  commonIssues: [
    {
      problem: 'Not draining',
      solutions: [
        'Front loaders: clean the drain pump filter behind the small door at the bottom front (have towels and a shallow pan ready).',
        'Check the drain hose for kinks and that it is not pushed more than about 8 inches into the standpipe.',
        'Look for small items (socks, coins) in the pump; a humming pump that does not pump is usually blocked.',
      ],
    },
    {
      problem: 'Not spinning or clothes are still very wet',
      solutions: [
        'Redistribute the load: an unbalanced load stops the spin; wash bulky items with a few towels.',
        'Make sure the lid or door locks (top loaders will not spin with a faulty lid switch).',
        'Clean the drain filter: the machine will not spin until the water is out.',
      ],
    },
    {
      problem: 'Shaking, walking or loud banging in spin',
      solutions: [
        'Level the washer: adjust the feet and lock them with their nuts; it should not rock.',
        'Remove shipping bolts on a newly installed front loader.',
        'Persistent banging with balanced loads can mean worn shock absorbers, suspension rods or drum bearings.',
      ],
    },
    {
      problem: 'Leaking water',
      solutions: [
        'Check the fill hoses at both ends; replace rubber hoses that bulge or crack (braided steel hoses last longer).',
        'Front loaders: clean the door boot and check it for tears.',
        'Use HE detergent in the right amount: too many suds can overflow.',
      ],
    },
    {
      problem: 'Musty smell',
      solutions: [
        'Run a cleaning cycle with washer cleaner or bleach monthly.',
        'Wipe the door boot and leave the door and dispenser drawer open between washes.',
      ],
    },
    {
      problem: 'Does not fill or fills slowly',
      solutions: [
        'Make sure both water valves behind the washer are fully open.',
        'Turn off the water, remove the hoses and clean the small inlet screens at the back of the washer.',
      ],
    },
  ],
  maintenanceTips: [
    'Replace fill hoses every 5 years, or use braided steel hoses.',
    'Clean the drain pump filter (front loaders) every 1–3 months.',
    'Run a monthly cleaning cycle and leave the door ajar after use.',
    'Turn the water valves off when away for several days.',
  ],
  safetyPrecautions: [
    'Unplug the washer before moving it or opening panels.',
    'Turn off both water valves before disconnecting hoses.',
    'Never open the door of a running washer by force or put hands in a moving drum.',
  ],
  professionalHelp: [
    'Motor, transmission, drum bearing (loud roaring) or control board failures.',
    'Door lock or lid switch faults that persist after a reset.',
    'Error codes that return after unplugging the washer for a minute.',
  ],
};

export const DRYER: KnowledgeEntry = {
  id: 'dryer',
  title: 'Clothes dryer (gas or electric)',
  keywords: ['dryer', 'clothes dryer', 'tumble dryer', 'gas dryer', 'electric dryer', 'drier'],
  commonIssues: [
    {
      problem: 'Takes too long to dry',
      solutions: [
        'Clean the lint screen before every load and wash it with soapy water if dryer sheets leave a film.',
        'Clean the vent duct from the dryer to the outside and check the outside flap opens freely.',
        'Replace crushed foil or plastic ducts with rigid or semi-rigid metal duct, as short and straight as possible.',
        'Make sure the washer spins the clothes properly first.',
      ],
    },
    {
      problem: 'Runs but does not heat',
      solutions: [
        'Electric: check that both breakers of the 240 V double breaker are on (the drum can turn with only half the power).',
        'Gas: check that the gas valve is open.',
        'A clogged vent often blows the thermal fuse, which must be replaced after the vent is cleaned.',
      ],
    },
    {
      problem: 'Drum does not turn',
      solutions: [
        'If the motor hums but the drum does not turn, the drive belt has probably broken.',
        'Check the door switch: the dryer will not start with a faulty switch.',
      ],
    },
    {
      problem: 'Squeaking, thumping or scraping noises',
      solutions: [
        'Squeaking usually comes from worn drum rollers or the idler pulley.',
        'Check pockets for coins and screws; remove items caught between the drum and the front seal.',
      ],
    },
    {
      problem: 'Dryer is very hot on the outside or smells of burning',
      solutions: [
        'Stop it and unplug it. The vent is likely blocked: clean the lint screen, the housing below it and the full vent duct.',
        'Do not use the dryer until the cause is found.',
      ],
    },
  ],
  maintenanceTips: [
    'Clean the lint screen before every load.',
    'Clean the vent duct to the outside every year (more often with heavy use).',
    'Vacuum lint from the lint screen housing and behind the dryer every few months.',
  ],
  safetyPrecautions: [
    'Lint is highly flammable: dryer fires mostly start from clogged vents.',
    'Do not run the dryer while asleep or away from home.',
    "Gas dryers: if you smell gas, leave the house and call the gas company's emergency line from outside.",
    'Unplug the dryer (or turn off the breaker) and close the gas valve before moving it or opening panels.',
  ],
  professionalHelp: [
    'Gas valve coils, igniter or flame sensor problems, or any gas smell.',
    'Heating element, thermostat or control board replacement if you are not comfortable with 240 V.',
    'Vent runs that are long, go through the roof or are hard to reach (a vent cleaning service).',
  ],
};
