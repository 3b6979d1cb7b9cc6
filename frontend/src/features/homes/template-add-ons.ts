/** A template add-on (spec §3). The server holds the same list; the client shows it. */
export interface TemplateAddOn {
  id: string;
  label: string;
  /** The heading the add-on's equipment goes under on the home page, whatever their categories. */
  groupTitle: string;
  items: { name: string; category: string }[];
}

export const POOL_ADD_ON: TemplateAddOn = {
  id: 'pool',
  label: 'Swimming Pool',
  groupTitle: 'Pool',
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

/**
 * The home page heading of a template category that only an add-on's items use (the pool add-on's
 * Filtration, Temperature Control, Water Treatment and Cleaning → 'Pool'), or undefined.
 */
export function addOnGroupOfCategory(categoryName: string): string | undefined {
  return TEMPLATE_ADD_ONS.find((addOn) => addOn.items.some((item) => item.category === categoryName))?.groupTitle;
}
