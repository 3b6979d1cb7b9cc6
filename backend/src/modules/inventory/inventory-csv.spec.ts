import { INVENTORY_CSV_HEADERS } from './inventory-columns';
import { inventoryCsv, moneyCell, neutraliseCell } from './inventory-csv';
import type { InventoryItemView, InventoryView } from './inventory.view';

const item = (overrides: Partial<InventoryItemView>): InventoryItemView => ({
  id: 7,
  name: 'TV',
  brand: null,
  modelNumber: null,
  serialNumber: null,
  type: null,
  room: null,
  quantity: 1,
  purchaseDate: null,
  purchasedFrom: null,
  purchasePriceCents: null,
  replacementCostCents: null,
  estimatedValueCents: null,
  typicalLifeYears: null,
  photoUrl: null,
  receipts: [],
  ...overrides,
});

const totals = { quantity: 0, purchasePriceCents: 0, replacementCostCents: 0, estimatedValueCents: 0 };

describe('inventory CSV', () => {
  it('neutralises every cell a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(neutraliseCell('Kitchen')).toBe('Kitchen');
    expect(neutraliseCell("'quoted")).toBe("'quoted");
  });

  it('writes amounts with two decimals', () => {
    expect(moneyCell(129999)).toBe('1299.99');
    expect(moneyCell(5)).toBe('0.05');
    expect(moneyCell(null)).toBe('');
  });

  it('starts with a BOM and the header row, one quoted, neutralised row per item', () => {
    const inventory: InventoryView = {
      currency: 'USD',
      asOf: '2026-01-01',
      rooms: [
        {
          room: 'Kitchen',
          label: 'Kitchen',
          items: [item({ name: '=HYPERLINK("x")', room: 'Kitchen', purchasePriceCents: 1050, quantity: 2 })],
          totals,
        },
      ],
      totals,
    };
    const csv = inventoryCsv(inventory, new Map([[7, { installationYear: '2020', notes: 'a,b\nc' }]]));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe(INVENTORY_CSV_HEADERS.join(','));
    expect(line).toBe(`hb-7,Kitchen,"'=HYPERLINK(""x"")",,,,,2,,10.50,,,,2020,"a,b\nc",`);
  });
});
