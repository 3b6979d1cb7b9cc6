import type { KnowledgeEntry } from './knowledge-entry';

const POOL_POWER =
  'Switch off the pool equipment at the breaker (not just the timer) before opening pumps, heaters or control boxes; pool equipment must be on GFCI protection.';
const CHEMICALS =
  'Never mix pool chemicals (especially chlorine and acid): add chemicals to water, never water to chemicals, and store them apart, dry and cool.';
const POOL_PRO = 'Electrical problems, bonding or GFCI faults in pool equipment (always a licensed electrician).';

export const POOL_PUMP: KnowledgeEntry = {
  id: 'pool-pump',
  title: 'Pool pump',
  keywords: ['pool pump', 'pump pool', 'spa pump', 'variable speed pump', 'circulation pump', 'pool circulation pump'],
  commonIssues: [
    {
      problem: 'Pump will not prime (no water flow)',
      solutions: [
        'Check the pool water level: it should be at the middle of the skimmer opening.',
        'Empty the skimmer and pump strainer baskets; fill the pump housing with water before starting.',
        'Check the pump lid O-ring: lubricate it with pool lubricant and replace it if cracked, so air is not drawn in.',
        'Make sure all valves on the suction side are open.',
      ],
    },
    {
      problem: 'Air bubbles in the pump basket or returns',
      solutions: [
        'Air is leaking in on the suction side: check the lid O-ring, drain plugs and threaded fittings in front of the pump.',
        'Tighten fittings and reseal with thread sealant or replace worn O-rings.',
      ],
    },
    {
      problem: 'Loud screeching or grinding noise',
      solutions: [
        'A high-pitched screech usually means worn motor bearings: plan a motor or pump replacement.',
        'A gravelly sound (cavitation) means the pump is starved of water: clean the baskets and the filter.',
      ],
    },
    {
      problem: 'Leaking water under the pump',
      solutions: [
        'A leak between the motor and the pump housing means the shaft seal has failed: replace it before water reaches the motor bearings.',
        'Check the drain plugs and the unions.',
      ],
    },
    {
      problem: 'Motor hums but does not start, or shuts off',
      solutions: [
        'Switch off power; check whether the impeller is jammed with debris.',
        'A humming single-speed motor often has a failed start capacitor.',
        'Shutting off when hot points to overheating: keep vents clear and shade the motor.',
      ],
    },
  ],
  maintenanceTips: [
    'Empty the skimmer and pump baskets weekly (more during leaf season).',
    'Lubricate the lid O-ring every few months.',
    'Keep the motor vents clear of leaves and mulch and the pad dry.',
    'Run a variable-speed pump at low speed for longer periods: it circulates well and saves energy.',
  ],
  safetyPrecautions: [
    POOL_POWER,
    'Never run the pump dry: the seal and housing can be damaged within minutes.',
    'Release pressure at the filter air relief valve before opening the pump or filter.',
  ],
  professionalHelp: [POOL_PRO, 'Motor replacement, shaft seal replacement, or plumbing leaks under the deck.'],
};

export const POOL_FILTER: KnowledgeEntry = {
  id: 'pool-filter',
  title: 'Pool filter (sand, cartridge or DE)',
  keywords: ['pool filter', 'sand filter', 'cartridge filter', 'de filter', 'diatomaceous earth filter', 'spa filter'],
  commonIssues: [
    {
      problem: 'High pressure reading',
      solutions: [
        'Clean the filter when the pressure is 8–10 psi above its clean starting pressure: backwash a sand or DE filter, or hose off cartridges.',
        'Soak cartridges in filter cleaner when hosing no longer brings the pressure back down.',
        'Check that the return valves are open.',
      ],
    },
    {
      problem: 'Cloudy water',
      solutions: [
        'Test and balance the chemistry first (chlorine, pH, alkalinity).',
        'Run the pump longer each day and clean the filter.',
        'Sand may be worn (replace every 5–7 years); cartridges may be torn or too old.',
      ],
    },
    {
      problem: 'Sand or DE powder coming back into the pool',
      solutions: [
        'Sand filters: a broken lateral or standpipe inside the tank; DE filters: a torn grid.',
        'These need the filter opened and repaired.',
      ],
    },
    {
      problem: 'Low pressure and weak returns',
      solutions: [
        'Clean the skimmer and pump baskets and check the pump is primed.',
        'Check for a closed suction valve or a clogged impeller.',
      ],
    },
  ],
  maintenanceTips: [
    'Note the clean pressure on the gauge and clean the filter when it rises 8–10 psi.',
    'Deep clean cartridges at least twice a season; replace them every 1–3 years.',
    'Replace filter sand every 5–7 years; recharge DE after each backwash.',
  ],
  safetyPrecautions: [
    POOL_POWER,
    'Turn the pump off and open the air relief valve before opening the filter or turning its valve; pressurised filter lids can blow off.',
    'Wear a dust mask when handling DE powder.',
  ],
  professionalHelp: ['A cracked tank, broken internals, or a multiport valve that leaks to waste.', POOL_PRO],
};

export const POOL_HEATER: KnowledgeEntry = {
  id: 'pool-heater',
  title: 'Pool heater (gas heater or heat pump)',
  keywords: ['pool heater', 'spa heater', 'pool heat pump', 'pool heating', 'hot tub heater', 'solar pool heater'],
  commonIssues: [
    {
      problem: 'Heater will not ignite or start',
      solutions: [
        'Make sure the pump is running and the filter is clean: the heater pressure switch needs full water flow.',
        'Check the heater is set to "Pool" or "Spa" and the set temperature is above the water temperature.',
        'Gas heaters: check the gas supply valve; note the error code and look it up in the manual.',
      ],
    },
    {
      problem: 'Not reaching the set temperature',
      solutions: [
        'Use a solar cover to keep heat in overnight.',
        'Heat pumps lose capacity below about 50°F air temperature; run them during the warmest part of the day.',
        'Clean the filter so the water flow through the heater is correct.',
      ],
    },
    {
      problem: 'Scale build-up or heater cycling on high limit',
      solutions: [
        'Keep water chemistry balanced (pH and calcium hardness): scale forms on the heat exchanger when the water is out of balance.',
        'Have the heat exchanger descaled.',
      ],
    },
    {
      problem: 'Soot, rust or a gas smell (gas heaters)',
      solutions: [
        'Turn the heater off at once and shut the gas supply valve.',
        'Have it inspected before using it again: soot means poor combustion.',
      ],
    },
  ],
  maintenanceTips: [
    'Keep water chemistry balanced to protect the heat exchanger.',
    'Keep 2–3 feet of clearance and remove leaves, nests and debris from vents.',
    'Have gas heaters serviced yearly and heat pump coils rinsed each season.',
    'Winterize the heater in freezing climates by draining it.',
  ],
  safetyPrecautions: [
    "If you smell gas, shut the gas valve if safe, move away and call the gas company's emergency line.",
    POOL_POWER,
    'Never run the heater without water flow.',
  ],
  professionalHelp: [
    'Ignition, gas valve, heat exchanger or control board faults.',
    'Heat pump refrigerant problems or a compressor that will not start.',
  ],
};

export const SALT_CHLORINATOR: KnowledgeEntry = {
  id: 'salt-chlorinator',
  title: 'Salt chlorine generator',
  keywords: [
    'salt chlorinator',
    'salt chlorine generator',
    'salt water chlorinator',
    'salt cell',
    'salt system',
    'saltwater system',
    'swg',
  ],
  commonIssues: [
    {
      problem: 'Low salt warning',
      solutions: [
        "Test the salt with a test strip or meter; add pool salt to the manufacturer's range (often 2,700–3,400 ppm).",
        'If the salt is fine, the cell may be scaled or worn, or the water too cold (many cells read low below about 60°F).',
      ],
    },
    {
      problem: 'Scaled cell (white deposits on the plates)',
      solutions: [
        'Soak the cell in the diluted acid solution its manual specifies (always add acid to water, never water to acid), only until the deposits dissolve.',
        'Keep pH and calcium hardness in range to reduce scaling.',
      ],
    },
    {
      problem: 'Chlorine stays low',
      solutions: [
        'Raise the output percentage and run the pump longer.',
        'Check stabiliser (cyanuric acid) level: without it, sunlight destroys the chlorine.',
        'Check the flow sensor and that the cell is not past its rated life (usually 3–7 years).',
      ],
    },
    {
      problem: '"No flow" error',
      solutions: [
        'Check the pump is running and the filter and baskets are clean.',
        'Clean or replace the flow switch and check its wiring.',
      ],
    },
  ],
  maintenanceTips: [
    'Inspect the cell every 3 months and clean it only when scaled.',
    'Test salt, chlorine, pH and stabiliser weekly.',
    'Winterize in cold climates: remove the cell or protect it from freezing.',
  ],
  safetyPrecautions: [
    POOL_POWER,
    CHEMICALS,
    'Wear gloves and eye protection when cleaning the cell with acid, in a well ventilated place.',
  ],
  professionalHelp: ['The control board or power supply fails, or the cell needs replacing.', POOL_PRO],
};

export const CHEMICAL_FEEDER: KnowledgeEntry = {
  id: 'chemical-feeder',
  title: 'Pool chemical feeder (chlorinator or acid feeder)',
  keywords: [
    'chemical feeder',
    'chlorine feeder',
    'erosion feeder',
    'chlorinator',
    'inline chlorinator',
    'offline chlorinator',
    'acid feeder',
    'chemical controller',
    'tablet feeder',
  ],
  commonIssues: [
    {
      problem: 'Feeder clogged or tablets not dissolving',
      solutions: [
        'Switch off the pump, relieve pressure and open the feeder; remove stuck tablet debris and flush the inlet and outlet.',
        'Use only the tablet type the feeder is made for (usually trichlor), never calcium hypochlorite in the same feeder.',
      ],
    },
    {
      problem: 'Lid leaking or hard to open',
      solutions: [
        'Clean and lubricate the lid O-ring with silicone lubricant; replace it if flattened or cracked.',
        'Do not over-tighten the lid.',
      ],
    },
    {
      problem: 'Inconsistent chlorine (too high or too low)',
      solutions: [
        'Adjust the feeder dial a step at a time and retest after 24 hours.',
        'Check that the check valve works and the feeder is installed after the heater.',
        'Liquid/acid feeders: check the tubing and the pump head for cracks or air.',
      ],
    },
  ],
  maintenanceTips: [
    'Check the tablet level weekly and test the water chemistry weekly.',
    'Inspect the O-ring and tubing every few months.',
    'Clean the feeder before winterizing and store tablets dry.',
  ],
  safetyPrecautions: [
    CHEMICALS,
    'Open the feeder only outdoors with the pump off, standing back: chlorine gas builds up inside.',
    'Wear gloves and eye protection, and keep chemicals away from children and pets.',
  ],
  professionalHelp: [
    'A cracked feeder body, failing check valve or a chemical controller that misreads.',
    'Any chlorine gas release or chemical spill.',
  ],
};

export const POOL_CLEANER: KnowledgeEntry = {
  id: 'pool-cleaner',
  title: 'Automatic pool cleaner (robotic, suction or pressure)',
  keywords: [
    'pool cleaner',
    'robotic pool cleaner',
    'robotic cleaner',
    'pool robot',
    'suction cleaner',
    'pressure cleaner',
    'pool vacuum',
  ],
  commonIssues: [
    {
      problem: 'Cleaner gets stuck in one area or does not cover the whole pool',
      solutions: [
        'Untangle and straighten the hose or cable (lay it in the sun to relax the coils).',
        'Adjust the hose length to reach the farthest point plus a few feet.',
        'Robotic cleaners: check for a dirty filter basket and set the correct pool type/cycle.',
      ],
    },
    {
      problem: 'Poor suction or not moving',
      solutions: [
        'Suction cleaners: clean the pump and skimmer baskets and the filter; check the hose for leaks.',
        'Pressure cleaners: check the booster pump runs and the in-line filter is clean.',
        'Remove debris jammed in the throat or turbine.',
      ],
    },
    {
      problem: 'Worn brushes, tracks or tires',
      solutions: ['Replace worn brushes, tracks and tires: a cleaner slips and climbs poorly when they wear smooth.'],
    },
  ],
  maintenanceTips: [
    'Empty the cleaner bag or filter after every cycle.',
    'Rinse the cleaner with fresh water and store it out of the sun.',
    'Inspect brushes, tracks and hoses monthly.',
  ],
  safetyPrecautions: [
    'Unplug robotic cleaners from the power supply before lifting them out; never swim while the cleaner runs.',
    'Keep the power supply at least 10 feet from the water and on a GFCI outlet.',
  ],
  professionalHelp: [
    'Motor, power supply or drive failures on robotic cleaners.',
    'Booster pump problems on pressure cleaners.',
  ],
};
