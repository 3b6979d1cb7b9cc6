import request from 'supertest';
import type { Agent } from 'supertest';
import { expectStatus, registerLoggedIn } from './accounts';
import { Drivers, TestApp } from './test-app';

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

/** A HomeBox CSV export as its documentation describes it (HB.* columns, MM/DD/YYYY and RFC 3339 dates). */
export const HOMEBOX_CSV = [
  'HB.import_ref,HB.location,HB.labels,HB.asset_id,HB.name,HB.quantity,HB.description,HB.insured,HB.notes,' +
    'HB.purchase_price,HB.purchase_from,HB.purchase_time,HB.manufacturer,HB.model_number,HB.serial_number,' +
    'HB.lifetime_warranty,HB.warranty_expires,HB.warranty_details,HB.sold_to,HB.sold_price,HB.sold_time,' +
    'HB.sold_notes,HB.field.Colour',
  'hb-tv-1,Home / Living Room,Electronics; AV,000-001,Television,1,"65"" OLED",true,Wall mounted,' +
    '1299.99,Best Buy,03/15/2023,LG,OLED65C3,SN-LG-123,false,2025-03-15,Extended by Best Buy,,0,,,Black',
  'hb-drill-2,Home / Garage,Tools,000-002,Cordless Drill,2,,false,,0,,2022-06-01T10:00:00Z,DeWalt,DCD791,,' +
    'true,,,,0,,,',
].join('\n');

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');

async function createHome(agent: Agent) {
  return expectStatus(await agent.post('/api/homes').send(HOME), 201).body as { id: number };
}

/** The spreadsheet import (issue 44), once per driver set. */
export function inventoryImportSuite(drivers: Drivers): void {
  describe(`inventory spreadsheet import on ${drivers} drivers`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await TestApp.start(drivers);
    });
    afterAll(() => t?.stop());

    const upload = (agent: Agent, homeId: number, file: Buffer, query = '', name = 'inventory.csv') =>
      agent.post(`/api/homes/${homeId}/inventory/import${query}`).attach('file', file, name);
    const equipmentOf = async (agent: Agent, homeId: number) =>
      expectStatus(await agent.get(`/api/equipment?homeId=${homeId}`), 200).body as Record<string, unknown>[];

    const SHEET = csv([
      '\uFEFFImport Ref,Name,Room,Brand,Purchase Price,Purchase Date,Quantity,Replacement Cost,Colour',
      'r1,Sofa,Living room,IKEA,"$1,234.50",2021-05-01,1,1500,grey',
      'r2,Lamp,Bedroom,,20,,2,,',
      'r3,Rug,Living room,,abc,2021-13-01,0,,',
      ',Bookshelf,Study,,,,,,',
    ]);

    it('answers a dry run with every row’s status and errors, and writes nothing', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const { body } = expectStatus(await upload(agent, home.id, SHEET, '?dryRun=true'), 200);
      expect(body).toEqual({
        dryRun: true,
        rows: [
          { row: 2, status: 'create', errors: [], name: 'Sofa' },
          { row: 3, status: 'create', errors: [], name: 'Lamp' },
          {
            row: 4,
            status: 'error',
            name: 'Rug',
            errors: [
              "Row 4: purchase price 'abc' is not a number",
              "Row 4: purchase date '2021-13-01' is not a date (use YYYY-MM-DD)",
              "Row 4: quantity '0' is less than 1",
            ],
          },
          { row: 5, status: 'create', errors: [], name: 'Bookshelf' },
        ],
        created: 3,
        updated: 0,
        skipped: 0,
        errors: 1,
        ignoredColumns: ['Colour'],
      });
      expect(await equipmentOf(agent, home.id)).toEqual([]);
    });

    it('refuses the whole file when a row has an error, and imports the good rows with skipErrors', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const refused = expectStatus(await upload(agent, home.id, SHEET), 400).body;
      expect(refused).toMatchObject({ code: 'IMPORT_HAS_ERRORS', created: 3, errors: 1 });
      expect(refused.rows[2].errors[0]).toBe("Row 4: purchase price 'abc' is not a number");
      expect(await equipmentOf(agent, home.id)).toEqual([]);

      const done = expectStatus(await upload(agent, home.id, SHEET, '?skipErrors=true'), 200).body;
      expect(done).toMatchObject({ dryRun: false, created: 3, updated: 0, skipped: 0, errors: 1 });
      const items = await equipmentOf(agent, home.id);
      expect(items.map((item) => item.name).sort()).toEqual(['Bookshelf', 'Lamp', 'Sofa']);
      expect(items.find((item) => item.name === 'Sofa')).toMatchObject({
        importRef: 'r1',
        room: 'Living room',
        brand: 'IKEA',
        purchasePriceCents: 123450,
        purchaseDate: '2021-05-01',
        quantity: 1,
        replacementCostCents: 150000,
        completed: true,
      });
      expect(items.find((item) => item.name === 'Lamp')).toMatchObject({ quantity: 2, purchasePriceCents: 2000 });
    });

    it('creates nothing twice when the same file is imported again, and updates changed rows', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const first = csv(['Import Ref,Name,Purchase Price', 'a,Sofa,100', 'b,Lamp,20', ',Chair,10']);
      expectStatus(await upload(agent, home.id, first), 200);
      const again = expectStatus(await upload(agent, home.id, first), 200).body;
      expect(again).toMatchObject({ created: 0, updated: 0, skipped: 3 });
      const changed = csv(['Import Ref,Name,Purchase Price', 'a,Sofa,100', 'b,Desk lamp,25', ',Chair,10', 'c,Rug,5']);
      const third = expectStatus(await upload(agent, home.id, changed), 200).body;
      expect(third.rows.map((row: { status: string }) => row.status)).toEqual(['skip', 'update', 'skip', 'create']);
      const items = await equipmentOf(agent, home.id);
      expect(items).toHaveLength(4);
      expect(items.find((item) => item.importRef === 'b')).toMatchObject({
        name: 'Desk lamp',
        purchasePriceCents: 2500,
      });
    });

    it('updates, not duplicates, the equipment our export names (Import Ref hb-<id>)', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const furnace = expectStatus(
        await agent.post('/api/equipment').send({ homeId: home.id, name: 'Furnace' }),
        201,
      ).body;
      const exported = csv(['Import Ref,Name,Room,Replacement Cost', `hb-${furnace.id},Furnace,Basement,"4,500.00"`]);
      const body = expectStatus(await upload(agent, home.id, exported), 200).body;
      expect(body).toMatchObject({ created: 0, updated: 1 });
      expect(await equipmentOf(agent, home.id)).toMatchObject([
        { id: furnace.id, importRef: `hb-${furnace.id}`, room: 'Basement', replacementCostCents: 450000 },
      ]);
      expect(expectStatus(await upload(agent, home.id, exported), 200).body).toMatchObject({ skipped: 1 });
    });

    it('reads back our own inventory.csv: its home unchanged, another home gets copies', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const fields = {
        name: 'Refrigerator',
        brand: 'Whirlpool',
        modelNumber: 'WRF555',
        serialNumber: 'K123',
        installationDate: '2019',
        notes: 'Ice maker replaced',
        room: 'Kitchen',
        purchaseDate: '2019-04-02',
        purchasePriceCents: 129999,
        replacementCostCents: 145000,
        purchasedFrom: 'Home Depot',
        quantity: 1,
      };
      expectStatus(await agent.post('/api/equipment').send({ homeId: home.id, ...fields }), 201);
      const exported = await agent.get(`/api/homes/${home.id}/inventory.csv`).buffer(true);
      expectStatus(exported, 200);
      const file = Buffer.isBuffer(exported.body) ? exported.body : Buffer.from(exported.text);
      const same = expectStatus(await upload(agent, home.id, file, '?dryRun=true'), 200).body;
      expect(same).toMatchObject({ created: 0, updated: 0, skipped: 1, errors: 0 });
      expect(same.ignoredColumns).toEqual(['Estimated Value', 'Receipts']);
      const other = await createHome(agent);
      expect(expectStatus(await upload(agent, other.id, file), 200).body).toMatchObject({ created: 1, errors: 0 });
      expect(await equipmentOf(agent, other.id)).toMatchObject([fields]);
    });

    it('imports a HomeBox export: location as room, warranty and custom fields into the notes', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const body = expectStatus(await upload(agent, home.id, Buffer.from(HOMEBOX_CSV)), 200).body;
      expect(body).toMatchObject({ created: 2, errors: 0 });
      expect(body.ignoredColumns).toEqual([
        'HB.labels',
        'HB.asset_id',
        'HB.insured',
        'HB.sold_to',
        'HB.sold_price',
        'HB.sold_time',
        'HB.sold_notes',
      ]);
      const items = await equipmentOf(agent, home.id);
      expect(items.find((item) => item.name === 'Television')).toMatchObject({
        importRef: 'hb-tv-1',
        room: 'Home / Living Room',
        brand: 'LG',
        modelNumber: 'OLED65C3',
        serialNumber: 'SN-LG-123',
        purchasePriceCents: 129999,
        purchasedFrom: 'Best Buy',
        purchaseDate: '2023-03-15',
        quantity: 1,
        notes: 'Wall mounted\n65" OLED\nWarranty expires: 2025-03-15\nWarranty: Extended by Best Buy\nColour: Black',
      });
      expect(items.find((item) => item.name === 'Cordless Drill')).toMatchObject({
        room: 'Home / Garage',
        purchasePriceCents: null,
        purchaseDate: '2022-06-01',
        quantity: 2,
        notes: 'Lifetime warranty',
      });
      const again = expectStatus(await upload(agent, home.id, Buffer.from(HOMEBOX_CSV)), 200).body;
      expect(again).toMatchObject({ created: 0, skipped: 2 });
    });

    it('reads a TSV file', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const tsv = Buffer.from('HB.name\tHB.location\tHB.purchase_price\nLamp, brass\tHome / Office\t45.50\n');
      const body = expectStatus(await upload(agent, home.id, tsv, '', 'items.tsv'), 200).body;
      expect(body).toMatchObject({ created: 1 });
      expect(await equipmentOf(agent, home.id)).toMatchObject([
        { name: 'Lamp, brass', room: 'Home / Office', purchasePriceCents: 4550 },
      ]);
    });

    it('refuses a file over 5 MB (413), over 5,000 rows, without a name column or without a file', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
      expectStatus(await upload(agent, home.id, big), 413);
      const many = csv(['Name', ...Array.from({ length: 5001 }, (_, i) => `Item ${i}`)]);
      expect(expectStatus(await upload(agent, home.id, many), 400).body).toMatchObject({ code: 'TOO_MANY_ROWS' });
      expect(expectStatus(await upload(agent, home.id, csv(['Colour', 'red'])), 400).body).toMatchObject({
        code: 'NO_NAME_COLUMN',
      });
      expect(
        expectStatus(await agent.post(`/api/homes/${home.id}/inventory/import`).field('x', '1'), 400).body,
      ).toMatchObject({ code: 'NO_SPREADSHEET' });
      expect(await equipmentOf(agent, home.id)).toEqual([]);
    });

    it('lets owners and editors import; viewers get 403, strangers 404, anonymous 401', async () => {
      const owner = t.agent();
      await registerLoggedIn(owner);
      const home = await createHome(owner);
      const [editor, viewer, stranger] = [t.agent(), t.agent(), t.agent()];
      const editorUser = await registerLoggedIn(editor);
      const viewerUser = await registerLoggedIn(viewer);
      await registerLoggedIn(stranger);
      await t.dataSource.query(
        `INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'editor'), ($1, $3, 'viewer')`,
        [home.id, editorUser.id, viewerUser.id],
      );
      const file = csv(['Name', 'Kettle']);
      expectStatus(await upload(editor, home.id, file, '?dryRun=true'), 200);
      expect(expectStatus(await upload(viewer, home.id, file), 403).body).toMatchObject({ code: 'HOME_READ_ONLY' });
      expect(expectStatus(await upload(stranger, home.id, file), 404).body.message).toBe('Home not found');
      expectStatus(await upload(stranger, 999999, file), 404);
      await request(t.http).post(`/api/homes/${home.id}/inventory/import`).attach('file', file, 'x.csv').expect(401);
      expect(await equipmentOf(owner, home.id)).toEqual([]);
      expectStatus(await upload(editor, home.id, file), 200);
      expect(await equipmentOf(owner, home.id)).toMatchObject([{ name: 'Kettle', userId: expect.any(Number) }]);
    });
  });
}
