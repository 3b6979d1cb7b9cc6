/** A template add-on (spec §3). The server holds the same list; the client shows it. */
export interface TemplateAddOn {
  id: string;
  label: string;
  items: { name: string; category: string }[];
}

export const POOL_ADD_ON: TemplateAddOn = {
  id: 'pool',
  label: 'Swimming Pool',
  items: [
    { name: 'Pool Pump', category: 'Filtration' },
    { name: 'Pool Filter', category: 'Filtration' },
    { name: 'Pool Heater', category: 'Temperature Control' },
    { name: 'Salt Chlorinator', category: 'Water Treatment' },
    { name: 'Chemical Feeder', category: 'Water Treatment' },
    { name: 'Pool Cleaner', category: 'Cleaning' },
  ],
};

/** Spec §9: the only add-on is 'pool'. */
export const TEMPLATE_ADD_ONS: TemplateAddOn[] = [POOL_ADD_ON];

/** Spec §9: the template picker offers only this template. */
export const OFFERED_TEMPLATE_NAME = 'Standard Home';
