import { formatDay } from '../../core/day-format';
import type { Content } from 'pdfmake/interfaces';
import { HomeBookContent, HomeBookEquipment, HomeBookItem, homeBookDocument, printable } from './home-book-document';

const equipment = (id: number, fields: Partial<HomeBookEquipment> = {}): HomeBookEquipment => ({
  name: `Item ${id}`,
  brand: null,
  modelNumber: null,
  serialNumber: null,
  type: null,
  installationDate: null,
  lastMaintenanceDate: null,
  notes: null,
  manualUrls: [],
  photos: [],
  completed: false,
  categoryId: 1,
  ...fields,
});

const content = (items: HomeBookItem[]): HomeBookContent => ({
  home: {
    name: 'Home 🏠',
    address: '1 Main St',
    city: 'Town',
    state: 'ST',
    zipCode: '12345',
    type: null,
    details: null,
    photoUrl: null,
  },
  ownerName: 'owner',
  exportedOn: '2026-01-05',
  sections: [{ category: 'HVAC', items }],
  attention: [],
  images: new Map(),
});

/** Every node of a content tree (stacks, columns, table cells). */
function nodes(content: Content): Record<string, unknown>[] {
  if (typeof content === 'string' || content === null || typeof content !== 'object') return [];
  if (Array.isArray(content)) return content.flatMap(nodes);
  const node = content as unknown as Record<string, unknown>;
  const children = [node.stack, node.columns, (node.table as { body?: unknown } | undefined)?.body, node.text].filter(
    Array.isArray,
  );
  return [node, ...children.flatMap((child) => nodes(child as Content))];
}

describe('home book document', () => {
  it('formats dates as MMM d, yyyy without a time zone', () => {
    expect(formatDay('2024-01-05')).toBe('Jan 5, 2024');
    expect(formatDay('2034-12-31')).toBe('Dec 31, 2034');
  });

  it('leaves pictographs out of printed text', () => {
    expect(printable('🏠 Beach House 👨‍👩‍👧 ❤️')).toBe('Beach House');
    expect(printable('Café Дом')).toBe('Café Дом');
  });

  it('leaves the invisible bidi controls out of printed text', () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(printable(`${controls}Beach\u202e House\u2069 בית\u200f`)).toBe('Beach House בית');
    expect(printable(controls)).toBe('');
  });

  it('keeps short cards whole and lets cards with long notes break across pages', () => {
    const document = homeBookDocument(
      content([
        { equipment: equipment(1, { notes: 'short' }), warranty: null, maintenance: [] },
        { equipment: equipment(2, { notes: 'long '.repeat(1_000) }), warranty: null, maintenance: [] },
      ]),
    );
    const all = nodes(document.content);
    const unbreakable = all.filter((node) => node.unbreakable);
    const texts = (node: Record<string, unknown>) => JSON.stringify(node);
    expect(unbreakable.some((node) => texts(node).includes('Item 1'))).toBe(true);
    expect(unbreakable.some((node) => texts(node).includes('Item 2'))).toBe(false);
    expect(JSON.stringify(document.content)).not.toContain('🏠');
  });

  it('links only web addresses', () => {
    const document = homeBookDocument(
      content([
        {
          equipment: equipment(1, { manualUrls: ['https://example.com/m.pdf', 'javascript:alert(1)'] }),
          warranty: null,
          maintenance: [],
        },
      ]),
    );
    const links = nodes(document.content)
      .filter((node) => 'link' in node)
      .map((node) => node.link);
    expect(links).toEqual(['https://example.com/m.pdf']);
    expect(JSON.stringify(document.content)).toContain('javascript:alert(1)');
  });

  it("prints a lifetime warranty's coverage as 'Lifetime', not as the last day a date can name", () => {
    const warranty = (endDate: string) => ({
      provider: 'Acme',
      policyNumber: null,
      startDate: '2024-01-05',
      endDate,
      status: 'Active' as const,
      autoRenewal: false,
      terms: null,
    });
    const printed = JSON.stringify(
      homeBookDocument(
        content([
          { equipment: equipment(1), warranty: warranty('9999-12-31'), maintenance: [] },
          { equipment: equipment(2), warranty: warranty('2029-01-04'), maintenance: [] },
        ]),
      ).content,
    );
    expect(printed).toContain('Jan 5, 2024 – Lifetime');
    expect(printed).toContain('Jan 5, 2024 – Jan 4, 2029');
    expect(printed).not.toContain('9999');
  });

  it('numbers pages in the footer and reports the page count', () => {
    let pages = 0;
    const document = homeBookDocument(content([]), (count) => (pages = count));
    const footer = (document.footer as (page: number, count: number) => Content)(3, 3);
    expect(JSON.stringify(footer)).toContain('Page 3 of 3');
    expect(pages).toBe(3);
  });
});
