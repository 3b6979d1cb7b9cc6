import 'reflect-metadata';
import { planImport, type ExistingItem } from './import-plan';
import { INVENTORY_COLUMNS, INVENTORY_CSV_HEADERS } from './inventory-columns';
import { planColumns } from './spreadsheet-columns';
import { readItem } from './spreadsheet-item';
import { detectDelimiter, readSheet, SpreadsheetRefusal } from './spreadsheet-reader';
import { readDate, readMoney, readQuantity } from './spreadsheet-values';

const TODAY = '2026-11-28';

describe('readMoney', () => {
  it.each([
    ['1234.5', 123450],
    ['1,234.50', 123450],
    ['$1,234.50', 123450],
    ['  $ 12 ', 1200],
    ['USD 99.99', 9999],
    ['0', 0],
    ['.5', 50],
    ['', null],
  ])('reads %j as %j cents', (text, cents) => {
    expect(readMoney(text)).toEqual({ value: cents });
  });

  it.each([
    ['abc', "'abc' is not a number"],
    ['-5', "'-5' is negative"],
    ['-$5.00', "'-$5.00' is negative"],
    ['(12.00)', "'(12.00)' is negative"],
    ['1.234', "'1.234' has more than two decimals"],
    ['12,34', "'12,34' is not a number"],
    ['99999999999', "'99999999999' is too large"],
  ])('refuses %j', (text, error) => {
    expect(readMoney(text)).toEqual({ error });
  });
});

describe('readDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-3-5', '2024-03-05'],
    ['03/05/2024', '2024-03-05'],
    ['2024/03/05', '2024-03-05'],
    ['2024-03-05T21:10:30Z', '2024-03-05'],
    ['2024-03-05T21:10:30+01:00', '2024-03-05'],
    ['', null],
    ['0001-01-01', null],
  ])('reads %j', (text, day) => {
    expect(readDate(text, TODAY)).toEqual({ value: day });
  });

  it.each([
    ['2024-02-30', "'2024-02-30' is not a date (use YYYY-MM-DD)"],
    ['yesterday', "'yesterday' is not a date (use YYYY-MM-DD)"],
    ['2026-11-29', "'2026-11-29' is in the future"],
  ])('refuses %j', (text, error) => {
    expect(readDate(text, TODAY)).toEqual({ error });
  });
});

describe('readQuantity', () => {
  it('reads whole numbers of at least 1, blank as 1', () => {
    expect(readQuantity('3')).toEqual({ value: 3 });
    expect(readQuantity('2.0')).toEqual({ value: 2 });
    expect(readQuantity('')).toEqual({ value: 1 });
    expect(readQuantity('0')).toEqual({ error: "'0' is less than 1" });
    expect(readQuantity('1.5')).toEqual({ error: "'1.5' is not a whole number" });
  });
});

describe('readSheet', () => {
  it('detects the delimiter from the header line', () => {
    expect(detectDelimiter('Name,Room')).toBe(',');
    expect(detectDelimiter('Name\tRoom,x')).toBe('\t');
    expect(detectDelimiter('Name;Room;Price')).toBe(';');
  });

  it('reads UTF-8 with a BOM, quoted cells and TSV, numbering rows as a spreadsheet does', () => {
    const csv = readSheet(Buffer.from('\uFEFFName,Notes\n"Sofa, grey","two\nlines"\n\nTV,\n'), 10);
    expect(csv.headers).toEqual(['Name', 'Notes']);
    expect(csv.rows).toEqual([
      { row: 2, cells: ['Sofa, grey', 'two\nlines'] },
      { row: 4, cells: ['TV', ''] },
    ]);
    const tsv = readSheet(Buffer.from('HB.name\tHB.location\nLamp\tHome / Office\n'), 10);
    expect(tsv.delimiter).toBe('\t');
    expect(tsv.rows).toEqual([{ row: 2, cells: ['Lamp', 'Home / Office'] }]);
  });

  it('refuses too many rows, binary files and an empty file', () => {
    const refusal = (bytes: Buffer) => {
      try {
        readSheet(bytes, 2);
      } catch (error) {
        return (error as SpreadsheetRefusal).code;
      }
      return null;
    };
    expect(refusal(Buffer.from('Name\na\nb\nc\n'))).toBe('TOO_MANY_ROWS');
    expect(refusal(Buffer.from('Name\na\nb\n'))).toBeNull();
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]))).toBe('NOT_A_SPREADSHEET');
    expect(refusal(Buffer.from('\n\n'))).toBe('EMPTY_SPREADSHEET');
  });
});

describe('planColumns and readItem', () => {
  it('maps our own export’s header row', () => {
    const plan = planColumns([...INVENTORY_CSV_HEADERS]);
    expect(plan.ignoredColumns).toEqual([INVENTORY_COLUMNS.estimatedValue, INVENTORY_COLUMNS.receipts]);
    expect(plan.fields.size).toBe(14);
  });

  it('maps our headers and HomeBox headers in any case, and lists the others once', () => {
    const plan = planColumns(['NAME', 'Room', 'Purchase Price', 'Colour', 'colour', 'HB.asset_id', '']);
    expect(plan.fields).toEqual(new Set(['name', 'room', 'purchasePrice']));
    expect(plan.ignoredColumns).toEqual(['Colour', 'colour', 'HB.asset_id']);
    expect(plan.source).toBe('homebox');
  });

  it('reads a HomeBox row: location as room, zero price as none, warranty and custom fields into the notes', () => {
    const headers = [
      'HB.import_ref',
      'HB.name',
      'HB.location',
      'HB.manufacturer',
      'HB.purchase_price',
      'HB.purchase_time',
      'HB.quantity',
      'HB.description',
      'HB.lifetime_warranty',
      'HB.warranty_expires',
      'HB.field.Colour',
      'HB.notes',
    ];
    const plan = planColumns(headers);
    const cells = [
      'ref-1',
      'Drill',
      'Home /Garage',
      'Bosch',
      '0',
      '01/31/2024',
      '2',
      'Cordless',
      'false',
      '2027-01-31',
      'Blue',
      'Spare battery',
    ];
    expect(readItem(plan, { row: 2, cells }, TODAY)).toEqual({
      item: {
        importRef: 'ref-1',
        name: 'Drill',
        room: 'Home / Garage',
        brand: 'Bosch',
        purchasePriceCents: null,
        purchaseDate: '2024-01-31',
        quantity: 2,
        notes: 'Spare battery\nCordless\nWarranty expires: 2027-01-31\nColour: Blue',
      },
      errors: [],
    });
  });

  it('names the row and the column of every problem', () => {
    const plan = planColumns(['Name', 'Purchase price', 'Purchase date', 'Quantity']);
    expect(readItem(plan, { row: 4, cells: ['', 'abc', '2030-01-01', '0'] }, TODAY).errors).toEqual([
      "Row 4: purchase price 'abc' is not a number",
      "Row 4: purchase date '2030-01-01' is in the future",
      "Row 4: quantity '0' is less than 1",
      'Row 4: name is empty: every row needs a name',
    ]);
  });
});

describe('planImport', () => {
  const plan = planColumns(['Import ref', 'Name', 'Purchase price']);
  const row = (n: number, cells: string[]) => ({ row: n, ...readItem(plan, { row: n, cells }, TODAY) });
  const existing = (id: number, importRef: string | null, name: string, purchasePriceCents: number | null) =>
    ({
      id,
      importRef,
      name,
      type: null,
      brand: null,
      modelNumber: null,
      serialNumber: null,
      installationDate: null,
      notes: null,
      room: null,
      purchaseDate: null,
      purchasePriceCents,
      replacementCostCents: 500,
      purchasedFrom: null,
      quantity: 1,
    }) satisfies ExistingItem;

  it('creates, updates only the file’s columns, skips the unchanged and refuses a ref used twice', () => {
    const rows = [
      row(2, ['a', 'Sofa', '100']),
      row(3, ['b', 'Lamp', '20']),
      row(4, ['c', 'Rug', '50']),
      row(5, ['a', 'Sofa again', '1']),
      row(6, ['', 'Chair', '10']),
      row(7, ['', 'Chair', '10']),
      row(8, ['hb-10', 'Desk', '30']),
      row(9, ['hb-7', 'Sofa', '100']),
    ];
    const planned = planImport(
      rows,
      [
        existing(7, 'a', 'Sofa', 10000),
        existing(8, 'b', 'Lamp', 1500),
        existing(9, null, 'Chair', 1000),
        existing(10, null, 'Desk', 2500),
      ],
      plan.fields,
    );
    expect(planned.map((p) => [p.row, p.status, p.equipmentId ?? null, p.changes ?? null, p.errors])).toEqual([
      [2, 'skip', 7, null, []],
      [3, 'update', 8, { purchasePriceCents: 2000 }, []],
      [4, 'create', null, null, []],
      [5, 'error', null, null, ["Row 5: import ref 'a' is already used on row 2"]],
      [6, 'skip', 9, null, []],
      [7, 'create', null, null, []],
      [8, 'update', 10, { purchasePriceCents: 3000 }, []],
      [9, 'error', null, null, ["Row 9: import ref 'hb-7' names the same equipment as row 2"]],
    ]);
  });
});
