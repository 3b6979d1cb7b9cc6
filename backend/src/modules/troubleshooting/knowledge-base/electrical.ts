import type { KnowledgeEntry } from './knowledge-entry';

export const ELECTRICAL_PANEL: KnowledgeEntry = {
  id: 'electrical-panel',
  title: 'Electrical panel (breaker box)',
  keywords: [
    'electrical panel',
    'breaker panel',
    'breaker box',
    'service panel',
    'main panel',
    'load center',
    'fuse box',
    'panel board',
    'electrical service',
    'sub panel',
    'circuit breaker',
  ],
  commonIssues: [
    {
      problem: 'A breaker trips repeatedly',
      solutions: [
        'Unplug or switch off what is on that circuit, reset the breaker (push fully to OFF, then ON), and add devices back one at a time to find an overload.',
        'Move heavy loads (space heaters, microwaves, hair dryers) to other circuits.',
        'If it trips with nothing connected, or trips instantly, there may be a short or ground fault: leave it off and call an electrician.',
      ],
    },
    {
      problem: 'GFCI or AFCI breaker/outlet trips',
      solutions: [
        'GFCI: look for moisture in outdoor outlets, bathrooms and kitchens, and for a faulty appliance on the circuit; reset with the button.',
        'AFCI: a damaged cord, loose plug or failing appliance often trips it; unplug devices to find it.',
        'A GFCI outlet that will not reset may have failed and need replacing.',
      ],
    },
    {
      problem: 'Part of the house has no power',
      solutions: [
        'Look for a breaker that sits in the middle position and reset it; check for tripped GFCI outlets, which can feed other outlets downstream.',
        'If half the house is out or lights dim and brighten, there may be a problem with the utility service or the main neutral: call the utility and an electrician.',
      ],
    },
    {
      problem: 'Panel is warm, buzzing, or smells of burning',
      solutions: [
        'Do not open the panel. If there is smoke or scorching, switch off the main breaker only if it is safe to reach, leave, and call 911.',
        'Otherwise call a licensed electrician promptly: loose connections and failing breakers cause fires.',
      ],
    },
  ],
  maintenanceTips: [
    'Keep the panel directory (labels of each circuit) accurate and legible.',
    'Test GFCI and AFCI breakers and outlets monthly with their test button.',
    'Keep 3 feet of clear space in front of the panel.',
    'Have the panel inspected every few years, and when buying a home (some older panel brands are known hazards).',
  ],
  safetyPrecautions: [
    'Never remove the panel cover (dead front): the main lugs stay live even with the main breaker off.',
    'Stand on a dry surface and use one hand to operate breakers.',
    'Never replace a breaker or fuse with a higher amperage one.',
  ],
  professionalHelp: [
    'Any work inside the panel, adding circuits, or replacing breakers (a licensed electrician).',
    'Burning smells, heat, buzzing, corrosion, or flickering lights throughout the house.',
    'Fuse boxes and panels known for failures (e.g. Federal Pacific Stab-Lok, Zinsco): have them evaluated.',
  ],
};

export const GENERATOR: KnowledgeEntry = {
  id: 'generator',
  title: 'Standby or portable generator',
  keywords: ['generator', 'standby generator', 'portable generator', 'home generator', 'backup generator', 'genset'],
  commonIssues: [
    {
      problem: 'Generator will not start',
      solutions: [
        'Check fuel: the fuel valve is open, propane tank level or natural gas supply valve is on, and portable units have fresh fuel.',
        'Check the battery (standby units) and its connections; batteries usually last 2–3 years.',
        'Check the oil level: low-oil shutdown prevents starting.',
        "Read the controller's alarm or fault code and reset it as the manual describes.",
      ],
    },
    {
      problem: 'Standby generator does not take over in an outage',
      solutions: [
        'Make sure the controller is in "Auto" mode, not "Off" or "Manual".',
        'Check the utility and generator breakers and the transfer switch status lights.',
      ],
    },
    {
      problem: 'Runs roughly or surges',
      solutions: [
        'Replace the air filter and spark plugs per the maintenance schedule.',
        'Old gasoline in portable generators gums up the carburetor: use stabiliser or drain the fuel for storage.',
        'Reduce the load if it is near the rated capacity.',
      ],
    },
  ],
  maintenanceTips: [
    'Let standby generators run their weekly exercise cycle and check they do.',
    'Change oil, oil filter, air filter and spark plugs as the manual schedules (often every 100–200 hours or yearly).',
    'Keep 5 feet of clearance around a standby unit and clear snow, leaves and nests.',
    'Run portable generators monthly under a small load, and store them with stabilised fuel.',
  ],
  safetyPrecautions: [
    'Never run a generator indoors, in a garage, or near windows, doors or vents: exhaust carbon monoxide kills quickly.',
    'Never back-feed the house through an outlet; use a transfer switch installed by an electrician.',
    'Let it cool before refuelling a portable generator.',
    'Before servicing a standby unit, set the controller to "Off", remove the controller fuse or disconnect the battery, and turn off its breaker so it cannot start.',
    'Install carbon monoxide alarms in the home.',
  ],
  professionalHelp: [
    'Transfer switch or wiring problems, or installing a standby unit.',
    'Repeated fault codes, engine knocking, oil leaks, or failure under load.',
    'The yearly service of standby generators.',
  ],
};

export const GARAGE_DOOR_OPENER: KnowledgeEntry = {
  id: 'garage-door-opener',
  title: 'Garage door opener',
  keywords: [
    'garage door opener',
    'garage door',
    'door opener',
    'garage opener',
    'liftmaster',
    'chamberlain',
    'genie opener',
  ],
  commonIssues: [
    {
      problem: 'Door starts to close, then reverses',
      solutions: [
        'Check the safety sensors by the floor on each side: both lights should be steady; clean the lenses and realign them until they are.',
        "Remove anything in the door's path and check the sensor wires for damage.",
        'If it reverses on touching the floor, adjust the close-force or down-limit setting as the manual describes.',
      ],
    },
    {
      problem: 'Remote or keypad does not work',
      solutions: [
        'Replace the remote battery; check whether the wall console\'s "lock" or "vacation" mode is on.',
        'Reprogram the remote using the "learn" button on the motor unit.',
        'LED bulbs near the opener can interfere with the remote signal; try a different bulb.',
      ],
    },
    {
      problem: 'Motor runs but the door does not move',
      solutions: [
        'Check that the trolley is engaged (the emergency release may have been pulled); run the opener to re-engage it.',
        'A stripped drive gear or broken chain/belt needs repair.',
      ],
    },
    {
      problem: 'Noisy or jerky operation',
      solutions: [
        'Lubricate rollers, hinges and the torsion spring with garage door lubricant (not grease on nylon rollers).',
        'Tighten the track and hinge bolts; check the chain tension.',
        'A door that is heavy to lift by hand (opener disengaged) is out of balance: the springs need adjustment by a professional.',
      ],
    },
  ],
  maintenanceTips: [
    'Test the auto-reverse monthly: a 2x4 board lying flat under the door should make it reverse on contact.',
    'Test the photo-eye sensors monthly by passing an object through the beam while closing.',
    'Lubricate moving parts every 6 months.',
    'Test the door balance yearly: disengaged and lifted halfway, it should stay in place.',
  ],
  safetyPrecautions: [
    'Never adjust, loosen or remove torsion or extension springs and their cables: they are under high tension and cause serious injuries.',
    'Only pull the emergency release with the door closed, or be ready for a door that can fall if the springs are broken.',
    'Unplug the opener before working on it, and keep remotes away from children.',
  ],
  professionalHelp: [
    'Broken springs or cables, a door off its tracks, or a door that is out of balance.',
    'A failed logic board or motor, or installing a new opener.',
  ],
};
