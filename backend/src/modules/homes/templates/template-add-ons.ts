/** Add-ons a home can be created with on top of its template (spec §3: only 'pool' exists). */
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

export const TEMPLATE_ADD_ONS: TemplateAddOn[] = [POOL_ADD_ON];
