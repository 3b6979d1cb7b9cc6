import { MANUFACTURER_SUPPORT_PAGES, manualSearchUrl, manufacturerSupportPage } from './manufacturer-support-pages';

describe('manufacturer support pages', () => {
  it('has the ten brands of the spec, each with an https page', () => {
    expect(Object.keys(MANUFACTURER_SUPPORT_PAGES).sort()).toEqual(
      ['bosch', 'frigidaire', 'ge', 'kenmore', 'kitchenaid', 'lg', 'maytag', 'rheem', 'samsung', 'whirlpool'].sort(),
    );
    for (const { url } of Object.values(MANUFACTURER_SUPPORT_PAGES)) expect(new URL(url).protocol).toBe('https:');
  });

  it('finds a brand whatever its case and spacing, and nothing for other brands', () => {
    expect(manufacturerSupportPage('Rheem')).toBe(MANUFACTURER_SUPPORT_PAGES.rheem);
    expect(manufacturerSupportPage(' KITCHENAID ')).toBe(MANUFACTURER_SUPPORT_PAGES.kitchenaid);
    expect(manufacturerSupportPage('Kitchen Aid')).toBe(MANUFACTURER_SUPPORT_PAGES.kitchenaid);
    expect(manufacturerSupportPage('lg')).toBe(MANUFACTURER_SUPPORT_PAGES.lg);
    expect(manufacturerSupportPage('LG Electronics')).toBe(MANUFACTURER_SUPPORT_PAGES.lg);
    expect(manufacturerSupportPage('GE Appliances')).toBe(MANUFACTURER_SUPPORT_PAGES.ge);
    expect(manufacturerSupportPage('Carrier')).toBeNull();
    expect(manufacturerSupportPage('Gerber')).toBeNull();
    expect(manufacturerSupportPage('toString')).toBeNull();
    expect(manufacturerSupportPage('')).toBeNull();
    expect(manufacturerSupportPage(null)).toBeNull();
  });

  it('searches the web for the brand and model manual', () => {
    const url = new URL(manualSearchUrl('A.O. Smith', 'GCR-50 200'));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('q')).toBe('A.O. Smith GCR-50 200 manual');
  });
});
