import { MANUFACTURER_SUPPORT_PAGES, findManufacturerSupportPage } from './manufacturer-support-pages';
import { companyContactResources, manualSearchUrl, phoneLink, supportResources } from './support-links';

describe('manufacturer support pages', () => {
  it('holds the ten brands of the spec, each with an https support page', () => {
    expect(MANUFACTURER_SUPPORT_PAGES.map((page) => page.key)).toEqual([
      'samsung',
      'lg',
      'whirlpool',
      'ge',
      'maytag',
      'kenmore',
      'frigidaire',
      'kitchenaid',
      'bosch',
      'rheem',
    ]);
    for (const page of MANUFACTURER_SUPPORT_PAGES) expect(new URL(page.url).protocol).toBe('https:');
  });

  it.each([
    ['Samsung', 'samsung'],
    ['LG Electronics', 'lg'],
    ['lg', 'lg'],
    ['GE', 'ge'],
    ['General Electric', 'ge'],
    ['GE Profile', 'ge'],
    ['Kitchen Aid', 'kitchenaid'],
    ['KITCHENAID', 'kitchenaid'],
    ['Rheem Manufacturing', 'rheem'],
    ['Bosch', 'bosch'],
  ])('finds %s as %s', (brand, key) => {
    expect(findManufacturerSupportPage(brand)?.key).toBe(key);
  });

  it('does not match brands outside the table or parts of words', () => {
    for (const brand of ['Ruud', 'Carrier', 'Gem', 'Algae', 'Boschy', '', null]) {
      expect(findManufacturerSupportPage(brand)).toBeNull();
    }
  });
});

describe('support links', () => {
  it('searches for "<brand> <model> manual"', () => {
    expect(manualSearchUrl({ name: 'Water Heater', brand: 'Rheem', modelNumber: 'XG40T06EC36U1' })).toBe(
      'https://www.google.com/search?q=Rheem%20XG40T06EC36U1%20manual',
    );
    expect(manualSearchUrl({ name: 'Water Heater', brand: 'A.O. Smith', modelNumber: null })).toBe(
      'https://www.google.com/search?q=A.O.%20Smith%20Water%20Heater%20manual',
    );
    expect(manualSearchUrl({ name: 'Pool Pump', brand: null, modelNumber: null })).toBe(
      'https://www.google.com/search?q=Pool%20Pump%20manual',
    );
  });

  it('lists the brand page and the manual search, and no company contact of its own', () => {
    const equipment = { name: 'Dishwasher', brand: 'Bosch', modelNumber: 'SHX878WD5N' };
    expect(supportResources(equipment)).toEqual([
      { title: 'Bosch Support', url: 'https://www.bosch-home.com/us/service' },
      { title: 'Search for the Bosch SHX878WD5N manual', url: manualSearchUrl(equipment) },
    ]);
    expect(
      supportResources({ name: 'Furnace', brand: 'Carrier', modelNumber: '59SC5' }).map((link) => link.title),
    ).toEqual(['Search for the Carrier 59SC5 manual']);
  });

  it("adds the instance's phone and booking page only when they are set", () => {
    expect(companyContactResources({ supportPhone: null, bookingUrl: null })).toEqual([]);
    expect(companyContactResources({ supportPhone: '+1 (555) 010-2030', bookingUrl: null })).toEqual([
      { title: 'Call Your Home Company (+1 (555) 010-2030)', url: 'tel:+15550102030' },
    ]);
    expect(companyContactResources({ supportPhone: null, bookingUrl: 'https://book.example.com/visit' })).toEqual([
      { title: 'Schedule Home Visit', url: 'https://book.example.com/visit' },
    ]);
  });

  it('dials the digits of a phone number and a leading + only', () => {
    expect(phoneLink('0044 (20) 7946.0018')).toBe('tel:00442079460018');
    expect(phoneLink('+49 30-1234 5678')).toBe('tel:+493012345678');
    expect(phoneLink('555 + 12')).toBe('tel:55512');
  });
});
