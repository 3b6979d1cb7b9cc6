import type { KnowledgeEntry } from './knowledge-entry';

const UNPLUG =
  'Unplug the appliance or switch off its breaker before removing panels, cleaning coils or reaching into it.';
const GAS_SMELL =
  "If you smell gas (rotten eggs): do not light burners or operate switches, leave the house and call your gas company's emergency line from outside.";

export const REFRIGERATOR: KnowledgeEntry = {
  id: 'refrigerator',
  title: 'Refrigerator or freezer',
  keywords: [
    'refrigerator',
    'fridge',
    'freezer',
    'chest freezer',
    'upright freezer',
    'ice maker',
    'wine cooler',
    'beverage cooler',
    'refrigerator freezer',
  ],
  commonIssues: [
    {
      problem: 'Not cooling enough',
      solutions: [
        'Check the temperature settings: about 37°F (3°C) for the fridge and 0°F (-18°C) for the freezer.',
        'Clean the condenser coils (behind the bottom grille or at the back) with a coil brush and vacuum.',
        'Make sure vents inside are not blocked by food and the door gaskets seal (a paper bill should be held firmly when the door closes on it).',
        'If the freezer is cold but the fridge is warm, the evaporator fan may have stopped or the coil is iced: a full manual defrost (unplugged for 24 hours, doors open) can restore it temporarily.',
      ],
    },
    {
      problem: 'Ice maker not making ice',
      solutions: [
        'Check that the ice maker is switched on and the wire arm or sensor is not in the "stop" position.',
        'Make sure the water supply valve is open and the water filter is not overdue (a clogged filter slows water flow).',
        'The freezer must be at 0–5°F for the ice maker to cycle.',
        'Look for a frozen fill tube and thaw it with a hair dryer on low.',
      ],
    },
    {
      problem: 'Water leaking on the floor or inside',
      solutions: [
        'Clear the defrost drain (at the back of the freezer or fridge floor) with warm water and a turkey baster.',
        'Check the water supply line and the filter housing for drips.',
        'Level the refrigerator so it tilts slightly back and the doors swing closed.',
      ],
    },
    {
      problem: 'Loud or unusual noises',
      solutions: [
        'Clicking, humming and gurgling are normal; rattling often comes from the drain pan or items on top.',
        'Squealing or grinding from inside the freezer points to the evaporator fan; from the back bottom, the condenser fan.',
        'A compressor that clicks on and off every few minutes without running may have a failed start relay.',
      ],
    },
    {
      problem: 'Frost building up in the freezer',
      solutions: [
        'Check the door gasket for tears and that nothing keeps the door from closing.',
        'Avoid leaving the door open; let hot food cool before putting it in.',
        'Heavy frost on the back wall of a frost-free model points to a failed defrost heater, thermostat or timer.',
      ],
    },
  ],
  maintenanceTips: [
    'Vacuum the condenser coils every 6–12 months (more often with pets).',
    'Replace the water filter every 6 months or when the indicator says so.',
    'Clean the door gaskets with warm soapy water and check they seal all around.',
    'Keep 1–2 inches of space around the cabinet for airflow.',
  ],
  safetyPrecautions: [
    UNPLUG,
    'After unplugging, wait 5 minutes before plugging back in so the compressor can equalise pressure.',
    'Never use sharp tools to chip ice off the freezer walls: you can puncture the refrigerant lines.',
    'Keep food safe during an outage: keep doors closed; fridge food stays safe about 4 hours, a full freezer about 48 hours.',
  ],
  professionalHelp: [
    'The compressor runs but nothing cools, or it will not start at all (sealed system or start components).',
    'Refrigerant leaks (oily residue, hissing) or a burnt smell from the back.',
    'Defrost system failures (heater, thermostat, control board) and fan motor replacements.',
  ],
};

export const DISHWASHER: KnowledgeEntry = {
  id: 'dishwasher',
  title: 'Dishwasher',
  keywords: ['dishwasher', 'dish washer', 'dishwashing machine'],
  commonIssues: [
    {
      problem: 'Water left in the bottom (not draining)',
      solutions: [
        'Remove and clean the filter at the bottom of the tub and clear food from the sump.',
        'Check the drain hose for kinks, and clear the air gap on the sink (if fitted).',
        'If the dishwasher drains into the garbage disposal, make sure the knockout plug was removed and run the disposal.',
        'Listen for the drain pump humming without draining: something may be stuck in the pump impeller.',
      ],
    },
    {
      problem: 'Dishes are not getting clean',
      solutions: [
        'Clean the filter and check the spray arms turn freely and their holes are not clogged (rinse them, clear holes with a toothpick).',
        'Run the kitchen tap until it is hot before starting a cycle; use fresh detergent and rinse aid.',
        'Do not overload or block the spray arms and detergent dispenser with tall items.',
        'Hard water leaves a film: use a dishwasher cleaner monthly and increase rinse aid.',
      ],
    },
    {
      problem: 'Leaking',
      solutions: [
        'Use only dishwasher detergent (dish soap suds leak out) and the recommended amount.',
        'Check the door gasket for damage and that the dishwasher is level.',
        'Check the water inlet and drain hose connections under the sink and behind the kick plate.',
      ],
    },
    {
      problem: 'Will not start',
      solutions: [
        'Make sure the door is fully latched and the control lock (child lock) is off.',
        'Check the breaker and, if it is plugged in under the sink, the outlet or switch.',
        'Press Cancel/Reset or turn off power for a minute to reset the control.',
        'A latch that does not click may need replacing.',
      ],
    },
    {
      problem: 'Dishes stay wet',
      solutions: [
        'Fill the rinse aid dispenser and use heated dry if available.',
        'Unload the bottom rack first; plastics naturally stay wet.',
      ],
    },
  ],
  maintenanceTips: [
    'Clean the filter every month (weekly if you do not pre-rinse).',
    'Run an empty hot cycle with a dishwasher cleaner or a cup of white vinegar monthly.',
    'Wipe the door gasket and the edge of the door where food collects.',
    'Check the spray arms for clogged holes every few months.',
  ],
  safetyPrecautions: [
    'Turn off the breaker before removing the kick plate or working on wiring.',
    'Close the water supply valve under the sink before disconnecting hoses.',
    'Load knives point down and keep detergent pods out of reach of children.',
  ],
  professionalHelp: [
    'The dishwasher does not fill or does not heat water (inlet valve, heating element, thermostat).',
    'Drain pump, circulation pump or control board failures, or error codes that persist after a reset.',
    'Leaks from under the tub that damage the floor.',
  ],
};

export const RANGE_OVEN: KnowledgeEntry = {
  id: 'range-oven',
  title: 'Range, oven or cooktop (gas or electric)',
  keywords: [
    'range',
    'oven',
    'stove',
    'cooktop',
    'stovetop',
    'cooker',
    'wall oven',
    'range oven',
    'gas range',
    'electric range',
    'induction cooktop',
    'hob',
  ],
  commonIssues: [
    {
      problem: 'Gas burner will not light',
      solutions: [
        'Listen for clicking: if it clicks but does not light, remove the cap and clean the burner head and ports with a brush or pin; dry it fully.',
        'Make sure the burner cap sits flat and centred on the burner base.',
        'No clicking on any burner: check that the range is plugged in and the breaker is on.',
      ],
    },
    {
      problem: 'Electric coil or radiant element does not heat',
      solutions: [
        'Coil elements: swap the element with one that works to see whether the element or the socket/switch is faulty.',
        'Check the breaker (ranges use a double breaker).',
        'A cracked glass cooktop must not be used: turn that element off and have the top replaced.',
      ],
    },
    {
      problem: 'Oven not heating or heating unevenly',
      solutions: [
        'Electric: look for a broken or blistered bake element; gas: watch whether the igniter glows but the burner does not light (a weak igniter).',
        'Check the temperature with an oven thermometer and use the calibration/offset setting if it is off by more than 15–25°F.',
        'Do not cover racks or the oven floor with foil; leave space around pans for air to circulate.',
      ],
    },
    {
      problem: 'Error code or control panel not responding',
      solutions: [
        'Turn the breaker off for a minute to reset the control.',
        'Look up the code in the manual for your model; "F" codes often point to the temperature sensor or door lock.',
      ],
    },
    {
      problem: 'Oven door will not unlock after self-clean',
      solutions: [
        'Wait until the oven has cooled completely; the lock releases automatically.',
        'If it stays locked, turn off the breaker for a few minutes to reset.',
      ],
    },
  ],
  maintenanceTips: [
    'Clean spills when the surface has cooled, before they bake on; keep burner ports and igniters dry and clean.',
    'Clean the range hood grease filter monthly.',
    'Check that the anti-tip bracket is engaged (the range should not tip when the door is pulled).',
    'Use self-clean sparingly and never leave the house during it.',
  ],
  safetyPrecautions: [
    GAS_SMELL,
    'Turn off the breaker (electric) or the gas supply valve before removing panels or elements.',
    'Never use the oven or burners to heat the home.',
    'Keep a kitchen fire extinguisher nearby; smother a grease fire with a lid, never water.',
  ],
  professionalHelp: [
    'Any gas smell, or burners with tall yellow or lifting flames.',
    'Converting between natural gas and propane.',
    'Control board, wiring, or temperature sensor faults; a cracked glass cooktop.',
  ],
};

export const MICROWAVE: KnowledgeEntry = {
  id: 'microwave',
  title: 'Microwave oven (countertop or over-the-range)',
  keywords: ['microwave', 'microwave oven', 'over the range microwave', 'otr microwave'],
  commonIssues: [
    {
      problem: 'Runs but does not heat',
      solutions: [
        'Test with a cup of water for one minute; if it stays cold, the magnetron, diode or door switch may have failed.',
        'Check that the power level is not set low and that the door closes firmly.',
        'Repairs involve the high-voltage circuit: have it serviced or replace the microwave.',
      ],
    },
    {
      problem: 'Turntable does not turn',
      solutions: [
        'Check that the glass tray and the roller ring are seated correctly and clean.',
        'Make sure the turntable setting (on some models) is on.',
        'If the coupler under the tray turns freely but the tray does not, the coupler is worn; if nothing turns, the turntable motor has failed.',
      ],
    },
    {
      problem: 'Sparks or arcing inside',
      solutions: [
        'Stop it at once. Remove any metal, foil, twist-ties or dishes with metallic trim.',
        'Clean food splatter from the walls and the waveguide cover (the mica panel on the side wall); replace the cover if it is burnt.',
        'Do not use it if the interior paint is chipped to bare metal until it is repaired.',
      ],
    },
    {
      problem: 'Completely dead',
      solutions: [
        'Check the outlet with another device and reset the breaker.',
        'A blown internal fuse often means a failed door switch: have it serviced.',
      ],
    },
  ],
  maintenanceTips: [
    'Wipe the interior weekly; steam a bowl of water with lemon for 3 minutes to loosen splatter.',
    'Over-the-range models: clean the grease filters monthly and replace the charcoal filter every 6 months.',
    'Keep the door seal and hinges clean so it closes fully.',
  ],
  safetyPrecautions: [
    'Never run it empty or with metal inside.',
    'Never open the outer cabinet: the capacitor holds a lethal charge even when unplugged.',
    'Stop using it if the door is bent, the hinges are loose or the seal is damaged.',
  ],
  professionalHelp: [
    'No heating, a buzzing noise, or burning smell (high-voltage components).',
    'Door switch, interlock or control board failures.',
    'Replacing an over-the-range unit (mounting and venting).',
  ],
};

export const GARBAGE_DISPOSAL: KnowledgeEntry = {
  id: 'garbage-disposal',
  title: 'Garbage disposal (food waste disposer)',
  keywords: [
    'garbage disposal',
    'disposal',
    'disposer',
    'food waste disposer',
    'waste disposer',
    'insinkerator',
    'garbage disposer',
  ],
  commonIssues: [
    {
      problem: 'Hums but does not turn (jammed)',
      solutions: [
        'Switch it off at the wall switch (and unplug it under the sink if possible).',
        'Insert a 1/4-inch hex (Allen) key into the socket in the centre of the bottom and work it back and forth to free the flywheel.',
        'Remove the loosened object with tongs or pliers, never your hand; then press the red reset button and test with cold water running.',
      ],
    },
    {
      problem: 'Does nothing at all',
      solutions: [
        'Press the red reset button on the bottom of the unit (the overload trips after a jam).',
        'Check the breaker and, if it plugs in, the outlet.',
      ],
    },
    {
      problem: 'Leaking under the sink',
      solutions: [
        "Leaks at the top: the sink flange plumber's putty has failed; re-seat the flange.",
        'Leaks at the side: tighten the dishwasher inlet or drain pipe connections.',
        'Leaks from the bottom of the housing mean an internal seal has failed: replace the unit.',
      ],
    },
    {
      problem: 'Drains slowly or smells',
      solutions: [
        'Run plenty of cold water for 15 seconds after grinding.',
        'Grind ice cubes and a little citrus peel to clean the chamber; clean the rubber splash guard.',
        'Avoid grease, fibrous scraps (celery, corn husks), coffee grounds, bones and pasta, which clog the drain.',
      ],
    },
  ],
  maintenanceTips: [
    'Use it regularly with cold water running so parts do not rust or seize.',
    'Clean the splash guard and grind ice monthly.',
    'Never use chemical drain cleaners in a disposal.',
  ],
  safetyPrecautions: [
    'Switch it off and unplug it (or turn off the breaker) before reaching in or working under it.',
    'Never put your hand in the disposal; use tongs or pliers.',
    'Keep the switch out of reach of children.',
  ],
  professionalHelp: [
    'The motor trips the reset repeatedly or the breaker trips.',
    'Leaks from the housing, or wiring a new unit.',
    'Clogs beyond the disposal in the drain line.',
  ],
};
