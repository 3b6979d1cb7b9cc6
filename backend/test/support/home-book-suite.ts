import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import request from 'supertest';
import type { Agent } from 'supertest';
import { CareClock } from '../../src/modules/care/care-clock';
import { LABEL_SHEETS, labelPosition } from '../../src/modules/home-book/labels/label-sheets';
import { expectStatus, registerLoggedIn } from './accounts';
import { binary, createEquipment, createHome, pdfText } from './admin-fixtures';
import { Drivers, TestApp } from './test-app';

const DPI = 150;

/** Every page of a PDF as PNG, by poppler's pdftoppm. */
async function pdfPages(pdf: Buffer): Promise<Buffer[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hb-labels-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    await new Promise<void>((resolve, reject) => {
      const child = spawn('pdftoppm', ['-r', String(DPI), '-png', join(dir, 'in.pdf'), join(dir, 'page')]);
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pdftoppm exited with ${code}`))));
    });
    return readdirSync(dir)
      .filter((name) => name.startsWith('page'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The QR code printed on one label of a rendered page, decoded (null when none is found). */
async function decodeLabel(page: Buffer, area: { x: number; y: number; width: number; height: number }) {
  const scale = DPI / 72;
  const { data, info } = await sharp(page)
    .extract({
      left: Math.floor(area.x * scale),
      top: Math.floor(area.y * scale),
      width: Math.floor(area.width * scale),
      height: Math.floor(area.height * scale),
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The owner's home book and QR label sheets, once per driver set. */
export function homeBookSuite(drivers: Drivers): void {
  describe(`owner's home book and QR labels on ${drivers} drivers`, () => {
    let t: TestApp;
    let owner: Agent;
    let home: { id: number; name: string };
    const equipment: { id: number; name: string }[] = [];
    const PUBLIC_URL = 'https://homebook.example.org';

    beforeAll(async () => {
      t = await TestApp.start(drivers, { PUBLIC_URL });
      owner = t.agent();
      await registerLoggedIn(owner);
      home = await createHome(owner, { name: 'Lake House' });
      // 32 items: more than one Avery 5160 page (30 labels).
      for (let i = 1; i <= 32; i += 1) {
        equipment.push(
          await createEquipment(owner, home.id, { name: `Item ${String(i).padStart(2, '0')}`, brand: 'Acme' }),
        );
      }
    });
    afterAll(() => t?.stop());

    const pdf = (agent: Agent, path: string) => agent.get(path).buffer(true).parse(binary);

    it('answers 401 without a session and 404 for a home that is not yours', async () => {
      const stranger = t.agent();
      await registerLoggedIn(stranger);
      for (const path of [`/api/homes/${home.id}/book.pdf`, `/api/homes/${home.id}/labels.pdf`]) {
        expect((await request(t.http).get(path)).status).toBe(401);
        const response = await stranger.get(path);
        expect([path, response.status, response.body.message]).toEqual([path, 404, 'Home not found']);
        expect((await stranger.get(path.replace(String(home.id), '999999'))).status).toBe(404);
      }
    });

    it("downloads the home's book, the admin's renderer with the same name", async () => {
      const response = expectStatus(await pdf(owner, `/api/homes/${home.id}/book.pdf`), 200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('filename="HomeBook_Lake_House.pdf"');
      const text = await pdfText(response.body);
      expect(text).toContain('HOME BOOK');
      expect(text).toContain('Lake House');
      expect(text).toContain('Item 32');
      expect(text).toMatch(/Page 1 of \d+/);
      // The temporary object the job wrote is gone.
      expect(await t.storage.list('exports/')).toEqual([]);
    });

    it('prints names in every script the app takes: CJK, Korean, Arabic, Hebrew, Thai, Devanagari', async () => {
      const home = await createHome(owner, { name: '我的家 東京 우리집', address: 'רחוב הרצל 15 / شارع النيل' });
      for (const name of ['熱水器 ボイラー', 'ฮีตเตอร์', 'गीज़र', 'Water heater'])
        await createEquipment(owner, home.id, { name });
      const response = expectStatus(await pdf(owner, `/api/homes/${home.id}/book.pdf`), 200);
      // pdftotext gives right-to-left text back in reading order between direction marks.
      const text = (await pdfText(response.body)).replace(/[\u202a-\u202e]/g, '');
      for (const printed of [
        '我的家 東京 우리집',
        'רחוב הרצל',
        'شارع النيل',
        '熱水器 ボイラー',
        'ฮีตเตอร',
        'Water heater',
      ])
        expect(text).toContain(printed);
      expect(text).toMatch(/ग\S*र/);
    });

    it('adds the maintenance history and the attention list when the home has them, and only then', async () => {
      // Lake House: no maintenance records, nothing due (its items only lack details, listed elsewhere).
      const plain = await pdfText(expectStatus(await pdf(owner, `/api/homes/${home.id}/book.pdf`), 200).body);
      expect(plain).toContain('Still to complete');
      expect(plain).not.toContain('Maintenance history');
      expect(plain).not.toContain('Needs attention');

      const cabin = await createHome(owner, { name: 'Cabin' });
      const boiler = await createEquipment(owner, cabin.id, { name: 'Boiler', brand: 'Vaillant' });
      await createEquipment(owner, cabin.id, { name: 'Shed light' });
      expectStatus(await owner.patch(`/api/equipment/${boiler.id}`).send({ maintenanceIntervalMonths: 3 }), 200);
      for (const record of [
        { date: '2025-06-02', type: 'Repair', description: 'Pump replaced', cost: 410, serviceProvider: 'Heat & Co' },
        { date: '2026-01-10', type: 'Annual service', description: 'Burner cleaned', cost: 120.5 },
      ]) {
        expectStatus(await owner.post(`/api/equipment/${boiler.id}/maintenance`).send(record), 201);
      }
      // Three months after the last service (2026-04-10) has passed on the care clock: overdue.
      t.app.get(CareClock).now = () => new Date('2026-06-15T12:00:00Z');
      const text = await pdfText(expectStatus(await pdf(owner, `/api/homes/${cabin.id}/book.pdf`), 200).body);
      expect(text).toContain('Needs attention');
      expect(text).toMatch(/Boiler: maintenance overdue\s*·\s*Due Apr 10, 2026 \(66 days ago\)/);
      expect(text).not.toContain('details missing');
      expect(text).toContain('Maintenance history');
      // Newest first, with the record's facts.
      const history = text.slice(text.indexOf('Maintenance history'));
      expect(history.indexOf('Annual service')).toBeLessThan(history.indexOf('Repair'));
      for (const fact of [
        'Jan 10, 2026',
        'Burner cleaned',
        '$120.50',
        'Jun 2, 2025',
        'Pump replaced',
        'Heat & Co',
        '$410.00',
      ]) {
        expect(history).toContain(fact);
      }
      // Only the Boiler's card has a history.
      expect(text.match(/Maintenance history/g)).toHaveLength(1);
      expect(await t.storage.list('exports/')).toEqual([]);
    });

    it.each(LABEL_SHEETS.map((sheet) => [sheet.id, sheet.paper] as const))(
      'prints %s labels whose QR codes open each equipment',
      async (layout, paper) => {
        const sheet = LABEL_SHEETS.find((candidate) => candidate.id === layout)!;
        const response = expectStatus(
          await pdf(owner, `/api/homes/${home.id}/labels.pdf?paper=${paper}&layout=${layout}`),
          200,
        );
        expect(response.headers['content-type']).toBe('application/pdf');
        const pages = await pdfPages(response.body);
        const perPage = sheet.columns * sheet.rows;
        expect(pages).toHaveLength(Math.ceil(equipment.length / perPage));
        const { width } = await sharp(pages[0]).metadata();
        expect(Math.abs((width! * 72) / DPI - (paper === 'a4' ? 595.28 : 612))).toBeLessThan(1);
        // Equipment in name order: each column of the first row, the next row, the page's last label
        // and the first of the next page.
        const sorted = [...equipment].sort((a, b) => a.name.localeCompare(b.name));
        const checked = [...new Set([...Array(sheet.columns + 1).keys(), perPage - 1, perPage])].filter(
          (index) => index < sorted.length,
        );
        for (const index of checked) {
          const { page, x, y } = labelPosition(sheet, index);
          const decoded = await decodeLabel(pages[page], { x, y, width: sheet.labelWidth, height: sheet.labelHeight });
          expect([index, decoded]).toEqual([index, `${PUBLIC_URL}/homes/${home.id}?equipment=${sorted[index].id}`]);
        }
        const text = await pdfText(response.body);
        expect(text).toContain('Item 01');
        expect(text).toContain('Lake House');
      },
    );

    it('uses the paper’s usual sheet and refuses unknown or mismatched choices', async () => {
      expectStatus(await pdf(owner, `/api/homes/${home.id}/labels.pdf`), 200);
      expectStatus(await pdf(owner, `/api/homes/${home.id}/labels.pdf?paper=a4`), 200);
      for (const [query, code] of [
        ['paper=a3', 'UNKNOWN_PAPER'],
        ['layout=avery-9999', 'UNKNOWN_LAYOUT'],
        ['paper=a4&layout=avery-5160', 'LAYOUT_PAPER_MISMATCH'],
      ]) {
        const response = await owner.get(`/api/homes/${home.id}/labels.pdf?${query}`);
        expect([query, response.status, response.body.code]).toEqual([query, 400, code]);
      }
    });
  });
}
