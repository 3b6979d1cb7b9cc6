import type { Agent } from 'supertest';
import { renderPdf } from '../../src/modules/home-book/pdf-renderer';
import { INVENTORY_CSV_HEADERS } from '../../src/modules/inventory/inventory-columns';
import { InventoryClock } from '../../src/modules/inventory/inventory-clock';
import { expectStatus, registerLoggedIn } from './accounts';
import {
  ADMIN_REGISTRATION_KEY,
  addEquipmentPhoto,
  binary,
  createEquipment,
  createHome,
  jpeg,
  keyOf,
  pdfText,
  registerAdmin,
} from './admin-fixtures';
import { Drivers, TestApp } from './test-app';

/** "Today" for every estimate here: the tests never read the wall clock for it. */
const TODAY = new Date('2030-01-01T12:00:00Z');

/** The inventory (issue 44): fields, totals, estimates, receipts, the PDF and CSV reports; once per driver set. */
export function inventorySuite(drivers: Drivers): void {
  describe(`inventory on ${drivers} drivers`, () => {
    let t: TestApp;
    let owner: Agent;
    let ownerName: string;
    let editor: Agent;
    let viewer: Agent;
    let stranger: Agent;
    let home: { id: number };

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY });
      t.app.get(InventoryClock).now = () => TODAY;
      owner = t.agent();
      ownerName = (await registerLoggedIn(owner)).username;
      home = await createHome(owner, { name: 'Maple House' });
      const ids: Record<string, number> = {};
      for (const who of ['editor', 'viewer', 'stranger'] as const) {
        const agent = t.agent();
        ids[who] = (await registerLoggedIn(agent)).id;
        if (who === 'editor') editor = agent;
        else if (who === 'viewer') viewer = agent;
        else stranger = agent;
      }
      await t.dataSource.query(
        `INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'editor'), ($1, $3, 'viewer')`,
        [home.id, ids.editor, ids.viewer],
      );
    });
    afterAll(() => t?.stop());

    const inventory = async (agent: Agent, homeId = home.id) =>
      expectStatus(await agent.get(`/api/homes/${homeId}/inventory`), 200).body;

    it('keeps the inventory fields, defaults quantity to 1 and refuses bad values with field errors', async () => {
      const plain = await createEquipment(owner, home.id, { name: 'Lamp' });
      expect(plain).toMatchObject({
        room: null,
        purchaseDate: null,
        purchasePriceCents: null,
        replacementCostCents: null,
        purchasedFrom: null,
        quantity: 1,
      });
      const full = await createEquipment(owner, home.id, {
        name: 'Sofa',
        room: '  Living room ',
        purchaseDate: '2024-06-30',
        purchasePriceCents: 129999,
        replacementCostCents: 150000,
        purchasedFrom: 'Furniture Barn',
        quantity: 2,
      });
      expect(full).toMatchObject({
        room: 'Living room',
        purchaseDate: '2024-06-30',
        purchasePriceCents: 129999,
        replacementCostCents: 150000,
        purchasedFrom: 'Furniture Barn',
        quantity: 2,
      });
      const cleared = expectStatus(
        await owner.patch(`/api/equipment/${full.id}`).send({ room: '', quantity: null, purchasePriceCents: null }),
        200,
      ).body;
      expect(cleared).toMatchObject({
        room: null,
        quantity: 1,
        purchasePriceCents: null,
        replacementCostCents: 150000,
      });

      const bad: [Record<string, unknown>, string][] = [
        [{ room: 'x'.repeat(81) }, 'room'],
        [{ purchaseDate: '3000-01-01' }, 'purchaseDate'],
        [{ purchaseDate: '2024-02-30' }, 'purchaseDate'],
        [{ purchasePriceCents: -1 }, 'purchasePriceCents'],
        [{ purchasePriceCents: 10.5 }, 'purchasePriceCents'],
        [{ replacementCostCents: '12' }, 'replacementCostCents'],
        [{ purchasedFrom: 'y'.repeat(121) }, 'purchasedFrom'],
        [{ quantity: 0 }, 'quantity'],
        [{ quantity: 1.5 }, 'quantity'],
      ];
      for (const [fields, field] of bad) {
        const response = await owner.post('/api/equipment').send({ homeId: home.id, name: 'Bad', ...fields });
        expect([response.status, response.body.errors?.map((error: { field: string }) => error.field)]).toEqual([
          400,
          [field],
        ]);
      }
      // "Not in the future" is checked against the real day (validation has no clock to inject): the dates here
      // are long past, or far ahead (3000).
      expect((await owner.patch(`/api/equipment/${plain.id}`).send({ purchaseDate: '2020-01-01' })).status).toBe(200);
      await owner.delete(`/api/equipment/${plain.id}`);
      await owner.delete(`/api/equipment/${full.id}`);
    });

    it('groups by room with totals per unit × quantity, estimates on the type life with a 10% floor', async () => {
      const other = await createHome(owner, { name: 'Cabin' });
      // Water Heater: typical life 10 years (care rules). Bought 2025-01-01: 5 years of 10 gone by TODAY.
      const heater = await createEquipment(owner, other.id, {
        name: 'Water Heater',
        type: 'Water Heater',
        room: 'Basement',
        purchaseDate: '2025-01-01',
        purchasePriceCents: 100000,
        replacementCostCents: 120000,
        quantity: 2,
      });
      // Past its life: the floor, 10% of the price.
      const old = await createEquipment(owner, other.id, {
        name: 'Old Heater',
        type: 'Water Heater',
        room: 'basement',
        purchaseDate: '2005-01-01',
        purchasePriceCents: 50000,
      });
      // No known type: no estimate.
      const chair = await createEquipment(owner, other.id, {
        name: 'Chair',
        room: 'Kitchen',
        purchasePriceCents: 2500,
        replacementCostCents: 3000,
        quantity: 4,
      });
      const loose = await createEquipment(owner, other.id, { name: 'Ladder' });

      const body = await inventory(owner, other.id);
      expect(body.currency).toBe('USD');
      expect(body.asOf).toBe('2030-01-01');
      expect(body.rooms.map((room: { label: string }) => room.label)).toEqual(['Basement', 'Kitchen', 'No room']);
      const [basement, kitchen, none] = body.rooms;
      expect(none.room).toBeNull();
      expect(none.items.map((item: { id: number }) => item.id)).toEqual([loose.id]);
      const byId = new Map(basement.items.map((item: { id: number }) => [item.id, item]));
      // 1,826 days / 365.25 = 4.9993 years of 10: 50.007% of 100,000 cents.
      expect(byId.get(heater.id)).toMatchObject({ estimatedValueCents: 50007, typicalLifeYears: 10 });
      expect(byId.get(old.id)).toMatchObject({ estimatedValueCents: 5000 });
      expect(kitchen.items[0]).toMatchObject({ id: chair.id, estimatedValueCents: null, typicalLifeYears: null });
      expect(basement.totals).toEqual({
        quantity: 3,
        purchasePriceCents: 2 * 100000 + 50000,
        replacementCostCents: 2 * 120000,
        estimatedValueCents: 2 * 50007 + 5000,
      });
      expect(kitchen.totals).toEqual({
        quantity: 4,
        purchasePriceCents: 10000,
        replacementCostCents: 12000,
        // Nothing in the kitchen has a typical life: no estimate, not an estimate of zero.
        estimatedValueCents: null,
      });
      expect(body.totals).toEqual({
        quantity: 8,
        purchasePriceCents: 260000,
        replacementCostCents: 252000,
        estimatedValueCents: 105014,
      });
    });

    it('answers members as they read the home, strangers 404 on every route', async () => {
      const item = await createEquipment(owner, home.id, { name: 'Printer', room: 'Office' });
      for (const member of [editor, viewer]) {
        expect((await inventory(member)).rooms.some((room: { label: string }) => room.label === 'Office')).toBe(true);
      }
      for (const path of [
        `/api/homes/${home.id}/inventory`,
        `/api/homes/${home.id}/inventory.pdf`,
        `/api/homes/${home.id}/inventory.csv`,
        `/api/homes/999999/inventory`,
        `/api/equipment/${item.id}/receipts`,
      ]) {
        const response = await stranger.get(path);
        expect([path, response.status]).toEqual([path, 404]);
      }
      await owner.delete(`/api/equipment/${item.id}`);
    });

    it('keeps receipts (PDF or image, by content) that editors change, viewers read and strangers never see', async () => {
      const item = await createEquipment(owner, home.id, { name: 'Television', room: 'Den' });
      const pdf = await renderPdf({ content: [{ text: 'Receipt #42 Television' }] } as never);
      const added = expectStatus(
        await editor.post(`/api/equipment/${item.id}/receipts`).attach('file', pdf, 'receipt.pdf'),
        201,
      ).body;
      expect(added).toMatchObject({ equipmentId: item.id, fileName: 'receipt.pdf', fileType: 'application/pdf' });
      expect(added.thumbnailUrl).toMatch(/^\/api\/files\/.+\.jpg$/);
      const photo = expectStatus(
        await owner.post(`/api/equipment/${item.id}/receipts`).attach('file', await jpeg(80, 60), 'till.jpg'),
        201,
      ).body;
      expect(photo.fileType).toBe('image/jpeg');

      const wrong = await owner
        .post(`/api/equipment/${item.id}/receipts`)
        .attach('file', Buffer.from('%PDF-1.4 not really'), 'fake.pdf');
      expect([wrong.status, wrong.body.message]).toEqual([415, 'Please upload a PDF or an image file']);
      const big = await owner
        .post(`/api/equipment/${item.id}/receipts`)
        .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.pdf');
      expect(big.status).toBe(413);
      const readOnly = await viewer.post(`/api/equipment/${item.id}/receipts`).attach('file', pdf, 'r.pdf');
      expect(readOnly.status).toBe(403);
      const foreign = await stranger.post(`/api/equipment/${item.id}/receipts`).attach('file', pdf, 'r.pdf');
      expect(foreign.status).toBe(404);

      const listed = expectStatus(await viewer.get(`/api/equipment/${item.id}/receipts`), 200).body;
      expect(listed.map((receipt: { id: number }) => receipt.id)).toEqual([added.id, photo.id]);
      const opened = await viewer.get(added.fileUrl).buffer(true).parse(binary);
      expect([opened.status, (opened.body as Buffer).subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
      const den = (await inventory(owner)).rooms.find((room: { label: string }) => room.label === 'Den');
      expect(den.items[0].receipts.map((receipt: { fileName: string }) => receipt.fileName)).toEqual([
        'receipt.pdf',
        'till.jpg',
      ]);

      expect((await viewer.delete(`/api/equipment/${item.id}/receipts/${photo.id}`)).status).toBe(403);
      expect((await stranger.delete(`/api/equipment/${item.id}/receipts/${photo.id}`)).status).toBe(404);
      expectStatus(await editor.delete(`/api/equipment/${item.id}/receipts/${photo.id}`), 200);
      expect((await owner.delete(`/api/equipment/${item.id}/receipts/${photo.id}`)).status).toBe(404);
      expect(await t.storage.list(keyOf(photo.fileUrl))).toEqual([]);
      expect((await t.storage.list(keyOf(added.fileUrl))).length).toBe(1);
      await owner.delete(`/api/equipment/${item.id}`);
      expect(await t.storage.list(keyOf(added.fileUrl))).toEqual([]);
    });

    it('prints the PDF: cover with owner, address and date, rooms with items, subtotals, grand total, receipts', async () => {
      const pdfHome = await createHome(owner, { name: 'Oak Lodge', address: '9 Elm Road' });
      const tv = await createEquipment(owner, pdfHome.id, {
        name: 'Television',
        brand: 'Sony',
        modelNumber: 'KD-55X',
        serialNumber: 'SN-777',
        room: 'Den',
        purchaseDate: '2024-03-15',
        purchasePriceCents: 89999,
        replacementCostCents: 79900,
        quantity: 2,
      });
      await addEquipmentPhoto(owner, tv.id);
      const receipt = await renderPdf({ content: [{ text: 'Receipt' }] } as never);
      expectStatus(await owner.post(`/api/equipment/${tv.id}/receipts`).attach('file', receipt, 'tv-receipt.pdf'), 201);
      await createEquipment(owner, pdfHome.id, { name: 'Rug', purchasePriceCents: 10000 });

      const response = await viewer.get(`/api/homes/${pdfHome.id}/inventory.pdf`).buffer(true).parse(binary);
      expect(response.status).toBe(404); // the viewer is a member of another home only
      const own = await owner.get(`/api/homes/${pdfHome.id}/inventory.pdf`).buffer(true).parse(binary);
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(own.body as Buffer);
      for (const expected of [
        'HOME INVENTORY',
        'Oak Lodge',
        '9 Elm Road',
        ownerName,
        'Jan 1, 2030',
        'Den',
        'Television',
        'Brand: Sony · Model: KD-55X · Serial: SN-777',
        'Mar 15, 2024',
        '$899.99',
        '$799.00',
        'Receipts: tv-receipt.pdf',
        'Den subtotal',
        '2 $1,799.98 $1,598.00',
        'No room subtotal 1 $100.00',
        'Grand total 3 $1,899.98 $1,598.00',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('writes a formula-safe CSV: BOM, header row, one row per item', async () => {
      const csvHome = await createHome(owner, { name: 'Csv House' });
      await createEquipment(owner, csvHome.id, {
        name: '=HYPERLINK("http://evil.example","x")',
        brand: '+cmd',
        modelNumber: '-2+3',
        serialNumber: '@SUM(A1)',
        room: 'Hall, upstairs',
        purchasePriceCents: 1234,
        quantity: 3,
        notes: 'line one\nline two',
      });
      await createEquipment(owner, csvHome.id, { name: 'Mirror' });
      const response = await owner.get(`/api/homes/${csvHome.id}/inventory.csv`).buffer(true).parse(binary);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const csv = (response.body as Buffer).toString('utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).split('\r\n');
      expect(lines[0]).toBe(INVENTORY_CSV_HEADERS.join(','));
      expect(lines[1]).toMatch(
        /^hb-\d+,"Hall, upstairs","'=HYPERLINK\(""http:\/\/evil.example"",""x""\)",'\+cmd,'-2\+3,'@SUM\(A1\),,3,,12\.34,,,,,"line one\nline two",$/,
      );
      expect(lines[2]).toMatch(/^hb-\d+,,Mirror,,,,,1,,,,,,,,$/);
      expect(lines.length).toBe(4); // the last line ends with CRLF too
    });

    it('shows money in the currency the administrator set (ISO 4217, checked against a list)', async () => {
      const admin = t.agent();
      await registerAdmin(admin);
      const bad = await admin.patch('/api/admin/settings').send({ currency: 'ABC' });
      expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([400, 'currency']);
      expectStatus(await admin.patch('/api/admin/settings').send({ currency: 'eur' }), 200);
      expect((await owner.get('/api/settings/public')).body.currency).toBe('EUR');
      expect((await inventory(owner)).currency).toBe('EUR');
      expectStatus(await admin.patch('/api/admin/settings').send({ currency: null }), 200);
      expect((await inventory(owner)).currency).toBe('USD');
    });
  });
}
