import request from 'supertest';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { expectStatus, registerLoggedIn } from './accounts';
import { binary, createHome, jpeg } from './admin-fixtures';
import {
  asJson,
  download,
  FURNACE_INVENTORY,
  footprint,
  importArchive,
  json,
  PDF,
  populateHome,
  rebuild,
  sha256,
  unzip,
  zipOf,
  zipWithSharedBodies,
} from './archive-fixtures';
import { ArchiveReader } from '../../src/modules/archive/archive-reader';
import { Drivers, TestApp } from './test-app';

const ENTITY_FILES = [
  'homes.json',
  'equipment.json',
  'photos.json',
  'warranties.json',
  'warranty-documents.json',
  'maintenance-records.json',
  'warranty-reminders.json',
  'notification-settings.json',
  'equipment-receipts.json',
  'equipment-service-history.json',
];
const CARE_FILES = ['maintenance-records.json', 'warranty-reminders.json', 'notification-settings.json'];
const INVENTORY_FIELDS = [
  'room',
  'purchaseDate',
  'purchasePriceCents',
  'replacementCostCents',
  'purchasedFrom',
  'quantity',
] as const;

/**
 * An archive of an older format version made from a version-4 one: what that version did not hold is taken
 * out (version 3: the last-serviced answers; version 2: receipts and the equipment's inventory fields as well;
 * version 1: the care data as well).
 */
async function olderArchive(entries: Map<string, Buffer>, version: 1 | 2 | 3): Promise<Buffer> {
  const manifest = json(entries.get('manifest.json')!);
  const dropped = new Set<string>(
    version < 3
      ? json(entries.get('equipment-receipts.json')!).map((r: { receipt: { file: string } }) => r.receipt.file)
      : [],
  );
  if (version === 1) {
    for (const record of json(entries.get('maintenance-records.json')!) as { attachments: { file: string }[] }[]) {
      for (const ref of record.attachments) dropped.add(ref.file);
    }
  }
  return rebuild(entries, (copy) => {
    copy.delete('equipment-service-history.json');
    delete manifest.entities.equipmentServiceHistory;
    for (const file of version < 3 ? ['equipment-receipts.json', ...(version === 1 ? CARE_FILES : [])] : []) {
      copy.delete(file);
    }
    for (const path of dropped) copy.delete(path);
    const equipment = json(copy.get('equipment.json')!);
    for (const item of equipment) {
      if (version < 3) for (const field of INVENTORY_FIELDS) delete item[field];
      if (version === 1) delete item.maintenanceIntervalMonths;
    }
    copy.set('equipment.json', asJson(equipment));
    if (version < 3) delete manifest.entities.equipmentReceipts;
    if (version === 1) {
      delete manifest.entities.maintenanceRecords;
      delete manifest.entities.warrantyReminders;
      delete manifest.entities.notificationSettings;
    }
    manifest.files = manifest.files.filter((file: { path: string }) => !dropped.has(file.path));
    copy.set('manifest.json', asJson({ ...manifest, version }));
  });
}

/** Export and import of a user's data (docs/export-format.md), once per driver set. */
export function archiveSuite(drivers: Drivers): void {
  describe(`export and import on ${drivers} drivers`, () => {
    let t: TestApp;
    let owner: Agent;
    let ownerId: number;
    let lake: Awaited<ReturnType<typeof populateHome>>;
    let accountExport: Map<string, Buffer>;
    let accountZip: Buffer;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
      owner = t.agent();
      ownerId = (await registerLoggedIn(owner)).id;
      expectStatus(await owner.post('/api/user/avatar').attach('avatar', await jpeg(40, 40), 'a.jpg'), 201);
      lake = await populateHome(owner, 'Lake House');
      await populateHome(owner, 'City Flat', 'never');
      // A spreadsheet import's ref (no route sets it by hand): it must stay behind.
      await t.dataSource.query('UPDATE equipment SET import_ref = $1 WHERE id = $2', ['row-7', lake.furnace.id]);
      expectStatus(
        await owner
          .patch('/api/user/notification-settings')
          .send({ maintenanceEmail: false, maintenanceDaysBefore: 21 }),
        200,
      );
      expectStatus(
        await owner
          .post('/api/photos')
          .field('type', 'additional')
          .attach('photo', await jpeg(20, 20, 5), 'l.jpg'),
        201,
      );
      accountZip = await download(owner, '/api/export');
      accountExport = await unzip(accountZip);
    });
    afterAll(() => t?.stop());

    describe('access', () => {
      it('answers 401 without a session on every route', async () => {
        const anonymous = request(t.http);
        await anonymous.get('/api/export').expect(401);
        await anonymous.get(`/api/homes/${lake.home.id}/export`).expect(401);
        await anonymous.post('/api/import').expect(401);
      });

      it("answers 404 for another user's home, as for one that does not exist", async () => {
        const stranger = t.agent();
        await registerLoggedIn(stranger);
        for (const path of [`/api/homes/${lake.home.id}/export`, '/api/homes/999999/export', '/api/homes/abc/export']) {
          const response = await stranger.get(path);
          expect([path, response.status, response.body.message]).toEqual([path, 404, 'Home not found']);
        }
        // A stranger's own export holds nothing of the owner's.
        const own = await unzip(await download(stranger, '/api/export'));
        for (const file of ENTITY_FILES) expect(json(own.get(file)!)).toEqual([]);
      });
    });

    describe('export', () => {
      it('is a zip of the entity files, every stored file and a manifest with their checksums', async () => {
        const manifest = json(accountExport.get('manifest.json')!);
        expect(manifest).toMatchObject({
          format: 'home-book-export',
          version: 4,
          scope: 'account',
          homeId: null,
          counts: {
            homes: 2,
            equipment: 4,
            photos: 7,
            warranties: 2,
            warrantyDocuments: 4,
            maintenanceRecords: 4,
            warrantyReminders: 4,
            notificationSettings: 1,
            equipmentReceipts: 2,
            equipmentServiceHistory: 2,
          },
        });
        expect(manifest.exportId).toMatch(/^[0-9a-f-]{36}$/);
        expect(Date.parse(manifest.exportedAt)).not.toBeNaN();
        // Every entry is in the manifest with its size and hash, and nothing else is in the zip.
        const lines = [
          ...Object.values(manifest.entities as Record<string, { path: string; size: number; sha256: string }>),
          manifest.account,
          ...manifest.files,
        ];
        expect(lines.map((line) => line.path).sort()).toEqual(
          [...accountExport.keys()].filter((name) => name !== 'manifest.json').sort(),
        );
        for (const line of lines) {
          const data = accountExport.get(line.path)!;
          expect([line.path, data.length, sha256(data)]).toEqual([line.path, line.size, line.sha256]);
        }
        // Files: home photos 2, equipment photos 4, documents 4, library photos 3, maintenance attachments 4,
        // receipts 2 (not their first-page pictures), avatar 1.
        expect(manifest.files).toHaveLength(20);
        expect(manifest.counts.files).toBe(20);
        // Byte for byte what storage holds.
        const stored = new Set<string>();
        for (const key of await t.storage.list(`users/${ownerId}/`)) {
          const object = await t.storage.get(key);
          const chunks: Buffer[] = [];
          for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
          stored.add(sha256(Buffer.concat(chunks)));
        }
        for (const file of manifest.files.filter((f: { path: string }) => !f.path.startsWith('files/avatar/'))) {
          expect(stored.has(file.sha256)).toBe(true);
        }
        expect(json(accountExport.get('account.json')!)).toMatchObject({ avatar: { file: expect.any(String) } });
      });

      it('writes records with stable field names, references by archive path and names for reference data', async () => {
        const homes = json(accountExport.get('homes.json')!);
        expect(Object.keys(homes[0]).sort()).toEqual(
          ['address', 'city', 'createdAt', 'details', 'id', 'name', 'photo', 'state', 'type', 'zipCode'].sort(),
        );
        const lakeHome = homes.find((home: { id: number }) => home.id === lake.home.id);
        expect(lakeHome).toMatchObject({ name: 'Lake House', details: 'Two floors', type: 'cottage' });
        expect(lakeHome.photo.file).toMatch(new RegExp(`^files/homes/${lake.home.id}/home-photo/[0-9a-f-]+\\.jpg$`));
        const furnace = json(accountExport.get('equipment.json')!).find(
          (item: { id: number }) => item.id === lake.furnace.id,
        );
        expect(furnace).toMatchObject({
          homeId: lake.home.id,
          name: 'Furnace',
          brand: 'Rheem',
          modelNumber: 'R-100',
          serialNumber: 'S123',
          manualUrls: ['https://example.com/manual.pdf'],
          equipmentType: 'Furnace',
        });
        expect(furnace.photos).toHaveLength(2);
        expect(furnace.maintenanceIntervalMonths).toBe(3);
        expect(furnace).toMatchObject(FURNACE_INVENTORY);
        expect(furnace).not.toHaveProperty('importRef');
        const receipts = json(accountExport.get('equipment-receipts.json')!);
        const receipt = receipts.find((r: { equipmentId: number }) => r.equipmentId === lake.furnace.id);
        expect(Object.keys(receipt).sort()).toEqual(
          ['equipmentId', 'fileName', 'fileType', 'id', 'receipt', 'uploadedAt'].sort(),
        );
        expect(receipt).toMatchObject({ fileName: 'receipt.pdf', fileType: 'application/pdf' });
        expect(receipt.receipt.file).toMatch(/^files\/equipment\/\d+\/receipts\/[0-9a-f-]+\.pdf$/);
        expect(sha256(accountExport.get(receipt.receipt.file)!)).toBe(sha256(PDF));
        const documents = json(accountExport.get('warranty-documents.json')!);
        expect(documents.filter((d: { warrantyId: number | null }) => d.warrantyId === null)).toHaveLength(2);

        const records = json(accountExport.get('maintenance-records.json')!);
        const service = records.find((r: { equipmentId: number; type: string }) => r.type === 'Service');
        expect(Object.keys(service).sort()).toEqual(
          [
            'attachments',
            'cost',
            'createdAt',
            'date',
            'description',
            'equipmentId',
            'id',
            'nextScheduledDate',
            'serviceProvider',
            'type',
          ].sort(),
        );
        expect(service).toMatchObject({
          date: '2025-03-10',
          description: 'Burner cleaned',
          cost: '120.50',
          serviceProvider: 'Heat & Co',
          nextScheduledDate: '2025-09-10',
        });
        expect(service.attachments.map((ref: { file: string }) => ref.file)).toEqual([
          expect.stringMatching(/^files\/equipment\/\d+\/maintenance\/[0-9a-f-]+\.jpg$/),
          expect.stringMatching(/^files\/equipment\/\d+\/maintenance\/[0-9a-f-]+\.pdf$/),
        ]);
        const manifest = json(accountExport.get('manifest.json')!);
        const pdf = manifest.files.find((file: { path: string }) => file.path === service.attachments[1].file);
        expect(pdf.contentType).toBe('application/pdf');
        const reminders = json(accountExport.get('warranty-reminders.json')!);
        expect(
          reminders
            .filter((r: { warrantyId: number }) => r.warrantyId === lake.warranty.id)
            .map(({ notificationType, daysBeforeExpiration, enabled }: Record<string, unknown>) => [
              notificationType,
              daysBeforeExpiration,
              enabled,
            ]),
        ).toEqual([
          ['email', 60, true],
          ['in-app', 14, false],
        ]);
        expect(json(accountExport.get('notification-settings.json')!)).toEqual([
          {
            maintenanceEmail: false,
            maintenanceInApp: true,
            maintenanceSms: false,
            maintenanceDaysBefore: 21,
            updatedAt: expect.any(String),
          },
        ]);
        // The owners' last-serviced answers (version 4): a month and 'never'; the furnace was not asked.
        const equipmentName = new Map(
          json(accountExport.get('equipment.json')!).map((item: { id: number; homeId: number; name: string }) => [
            item.id,
            `${homes.find((home: { id: number }) => home.id === item.homeId).name}/${item.name}`,
          ]),
        );
        const answers = json(accountExport.get('equipment-service-history.json')!);
        expect(Object.keys(answers[0]).sort()).toEqual(['equipmentId', 'lastServiced', 'updatedAt']);
        expect(
          answers.map((a: { equipmentId: number; lastServiced: string }) => [
            equipmentName.get(a.equipmentId),
            a.lastServiced,
          ]),
        ).toEqual(
          expect.arrayContaining([
            ['Lake House/Water heater', '2024-11'],
            ['City Flat/Water heater', 'never'],
          ]),
        );
        expect(answers).toHaveLength(2);
        expect(Date.parse(answers[0].updatedAt)).not.toBeNaN();
      });

      it('cuts the download when a stored file vanishes mid-export, and the server carries on', async () => {
        const storage = t.storage;
        const original = storage.get.bind(storage);
        let served = 0;
        // The second stored file read by the export has gone (deleted meanwhile, or storage failing).
        storage.get = async (key: string) => ((served += 1) === 2 ? null : original(key));
        try {
          const outcome = await owner
            .get('/api/export')
            .buffer(true)
            .parse(binary)
            .then(
              (response) =>
                unzip(response.body as Buffer).then(
                  () => 'complete zip',
                  () => 'truncated zip',
                ),
              () => 'connection cut',
            );
          expect(['truncated zip', 'connection cut']).toContain(outcome);
        } finally {
          storage.get = original;
        }
        // Nothing crashed: the next export is whole.
        expect((await unzip(await download(owner, '/api/export'))).has('manifest.json')).toBe(true);
      });

      it("exports one home with only that home's records and files", async () => {
        const entries = await unzip(await download(owner, `/api/homes/${lake.home.id}/export`));
        const manifest = json(entries.get('manifest.json')!);
        expect(manifest).toMatchObject({
          scope: 'home',
          homeId: lake.home.id,
          account: null,
          counts: {
            homes: 1,
            equipment: 2,
            photos: 3,
            warranties: 1,
            warrantyDocuments: 2,
            maintenanceRecords: 2,
            warrantyReminders: 2,
            notificationSettings: 0,
            equipmentReceipts: 1,
            equipmentServiceHistory: 1,
            files: 9,
          },
        });
        expect(json(entries.get('homes.json')!).map((home: { name: string }) => home.name)).toEqual(['Lake House']);
        expect(entries.has('account.json')).toBe(false);
        // The account's settings travel with account exports only.
        expect(json(entries.get('notification-settings.json')!)).toEqual([]);
      });
    });

    describe('import', () => {
      it('restores an export into another account with new ids and identical files, once', async () => {
        const other = t.agent();
        const otherId = (await registerLoggedIn(other)).id;
        const before = await footprint(t, otherId);
        const response = expectStatus(await importArchive(other, accountZip), 201);
        expect(response.body.imported).toEqual({
          homes: 2,
          equipment: 4,
          photos: 7,
          warranties: 2,
          warrantyDocuments: 4,
          maintenanceRecords: 4,
          warrantyReminders: 4,
          notificationSettings: 1,
          equipmentReceipts: 2,
          equipmentServiceHistory: 2,
          files: 19,
        });
        expect(await footprint(t, otherId)).toEqual({
          ...before,
          homes: 2,
          equipment: 4,
          photos: 7,
          warranties: 2,
          documents: 4,
          maintenanceRecords: 4,
          reminders: 4,
          serviceHistory: 2,
          receipts: 2,
          settings: 1,
          imports: 1,
          objects: 19,
        });
        // The same data again: an export of the importing account equals the original but for ids and paths.
        const again = await unzip(await download(other, '/api/export'));
        expect(comparable(again)).toEqual(comparable(accountExport));
        // The owner's records are untouched and the new ones are the importer's.
        const homes = (await other.get('/api/homes')).body;
        expect(homes.map((home: { name: string }) => home.name).sort()).toEqual(['City Flat', 'Lake House']);
        expect(homes.every((home: { id: number; userId: number }) => home.userId === otherId)).toBe(true);
        // The imported files are served to their new owner.
        const photoUrl = homes[0].photoUrl as string;
        expect(photoUrl).toMatch(new RegExp(`^/api/files/users/${otherId}/homes/${homes[0].id}/home-photo/`));
        expectStatus(await other.get(photoUrl), 200);
        // The care data works in the app: the log with its attachments, the interval, the rules, the settings.
        const furnace = (await other.get(`/api/equipment?homeId=${homes[0].id}`)).body.find(
          (item: { name: string }) => item.name === 'Furnace',
        );
        expect(furnace.maintenanceIntervalMonths).toBe(3);
        // The inventory: every field, the receipt served byte for byte; the spreadsheet ref stayed behind.
        expect(furnace).toMatchObject(FURNACE_INVENTORY);
        expect(furnace.importRef).toBeNull();
        const [receipt] = expectStatus(await other.get(`/api/equipment/${furnace.id}/receipts`), 200).body;
        expect(receipt).toMatchObject({ fileName: 'receipt.pdf', fileType: 'application/pdf', thumbnailUrl: null });
        expect(receipt.fileUrl).toMatch(new RegExp(`^/api/files/users/${otherId}/equipment/${furnace.id}/receipts/`));
        const served = expectStatus(await other.get(receipt.fileUrl).buffer(true).parse(binary), 200);
        expect(sha256(served.body as Buffer)).toBe(sha256(PDF));
        const log = expectStatus(await other.get(`/api/equipment/${furnace.id}/maintenance`), 200).body;
        expect(log.map((record: { type: string }) => record.type)).toEqual(['Filter change', 'Service']);
        expect(log[1].attachments.map((a: { kind: string }) => a.kind)).toEqual(['image', 'pdf']);
        const pdf = expectStatus(await other.get(log[1].attachments[1].url), 200);
        expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
        expect((await other.get('/api/user/notification-settings')).body).toMatchObject({
          maintenanceEmail: false,
          maintenanceDaysBefore: 21,
        });
        // The last-serviced answers, on the new equipment: the care view shows them and does not ask again.
        for (const [home, lastServiced, serviceHistory] of [
          ['Lake House', '2024-11', 'month'],
          ['City Flat', 'never', 'never'],
        ]) {
          const homeId = homes.find((item: { name: string }) => item.name === home).id;
          const heater = (await other.get(`/api/equipment?homeId=${homeId}`)).body.find(
            (item: { name: string }) => item.name === 'Water heater',
          );
          expect(expectStatus(await other.get(`/api/equipment/${heater.id}/care`), 200).body).toMatchObject({
            equipmentId: heater.id,
            lastServiced,
            serviceHistory,
          });
        }
        expect(expectStatus(await other.get(`/api/equipment/${furnace.id}/care`), 200).body.lastServiced).toBeNull();

        const twice = await importArchive(other, accountZip);
        expect([twice.status, twice.body.code]).toEqual([409, 'ALREADY_IMPORTED']);
        expect(twice.body.message).toMatch(/already imported into your account/);
        expect((await footprint(t, otherId)).homes).toBe(2);
      });

      it('re-encodes imported images like uploads: EXIF (GPS) dropped, served as the JPEG the app made', async () => {
        const other = t.agent();
        await registerLoggedIn(other);
        const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
          .jpeg()
          .withExif({ IFD0: { Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
          .toBuffer();
        expect((await sharp(withGps).metadata()).exif).toBeDefined();
        const archive = await rebuild(accountExport, (entries) => {
          for (const home of json(entries.get('homes.json')!)) if (home.photo) entries.set(home.photo.file, withGps);
        });
        expectStatus(await importArchive(other, archive), 201);
        const home = (await other.get('/api/homes')).body.find((item: { photoUrl: string | null }) => item.photoUrl);
        const served = expectStatus(await other.get(home.photoUrl).buffer(true), 200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        const metadata = await sharp(served.body as Buffer).metadata();
        expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 64, 48, undefined]);
      });

      it('still reads a version-1 archive: no care data, the type’s interval, a new warranty’s reminders', async () => {
        const home = await unzip(await download(owner, `/api/homes/${lake.home.id}/export`));
        const v1 = await olderArchive(home, 1);
        const reader = t.agent();
        const readerId = (await registerLoggedIn(reader)).id;
        const response = expectStatus(await importArchive(reader, v1), 201);
        expect(response.body.imported).toEqual({
          homes: 1,
          equipment: 2,
          photos: 3,
          warranties: 1,
          warrantyDocuments: 2,
          maintenanceRecords: 0,
          warrantyReminders: 2,
          notificationSettings: 0,
          equipmentReceipts: 0,
          equipmentServiceHistory: 0,
          files: 6,
        });
        const [imported] = (await reader.get('/api/homes')).body;
        const furnace = (await reader.get(`/api/equipment?homeId=${imported.id}`)).body.find(
          (item: { name: string }) => item.name === 'Furnace',
        );
        expect(furnace.maintenanceIntervalMonths).toBeNull();
        const [warranty] = await t.dataSource.query(
          'SELECT w.id FROM warranties w JOIN equipment e ON e.id = w.equipment_id WHERE e.user_id = $1',
          [readerId],
        );
        expect((await reader.get(`/api/warranties/${warranty.id}/notifications`)).body).toEqual([
          { notificationType: 'email', daysBeforeExpiration: 30, enabled: true },
          { notificationType: 'in-app', daysBeforeExpiration: 30, enabled: true },
        ]);
      });

      it('still reads a version-2 archive: no receipts, no inventory (one unit each), care data kept', async () => {
        const home = await unzip(await download(owner, `/api/homes/${lake.home.id}/export`));
        const reader = t.agent();
        const readerId = (await registerLoggedIn(reader)).id;
        const response = expectStatus(await importArchive(reader, await olderArchive(home, 2)), 201);
        expect(response.body.imported).toEqual({
          homes: 1,
          equipment: 2,
          photos: 3,
          warranties: 1,
          warrantyDocuments: 2,
          maintenanceRecords: 2,
          warrantyReminders: 2,
          notificationSettings: 0,
          equipmentReceipts: 0,
          equipmentServiceHistory: 0,
          files: 8,
        });
        const [imported] = (await reader.get('/api/homes')).body;
        const furnace = (await reader.get(`/api/equipment?homeId=${imported.id}`)).body.find(
          (item: { name: string }) => item.name === 'Furnace',
        );
        expect(furnace).toMatchObject({
          maintenanceIntervalMonths: 3,
          room: null,
          purchaseDate: null,
          purchasePriceCents: null,
          replacementCostCents: null,
          purchasedFrom: null,
          quantity: 1,
        });
        expect((await footprint(t, readerId)).receipts).toBe(0);
      });

      it('still reads a version-3 archive: everything but the last-serviced answers, which the care view asks again', async () => {
        const home = await unzip(await download(owner, `/api/homes/${lake.home.id}/export`));
        const reader = t.agent();
        const readerId = (await registerLoggedIn(reader)).id;
        const response = expectStatus(await importArchive(reader, await olderArchive(home, 3)), 201);
        expect(response.body.imported).toEqual({
          homes: 1,
          equipment: 2,
          photos: 3,
          warranties: 1,
          warrantyDocuments: 2,
          maintenanceRecords: 2,
          warrantyReminders: 2,
          notificationSettings: 0,
          equipmentReceipts: 1,
          equipmentServiceHistory: 0,
          files: 9,
        });
        const [imported] = (await reader.get('/api/homes')).body;
        const heater = (await reader.get(`/api/equipment?homeId=${imported.id}`)).body.find(
          (item: { name: string }) => item.name === 'Water heater',
        );
        expect(expectStatus(await reader.get(`/api/equipment/${heater.id}/care`), 200).body).toMatchObject({
          lastServiced: null,
          serviceHistory: 'unknown',
        });
        expect(await footprint(t, readerId)).toMatchObject({ receipts: 1, serviceHistory: 0 });
      });

      describe('refuses a damaged or foreign archive, keeping nothing of it', () => {
        let victim: Agent;
        let victimId: number;
        beforeAll(async () => {
          victim = t.agent();
          victimId = (await registerLoggedIn(victim)).id;
          await createHome(victim, { name: 'Already here' });
        });

        const refused = async (archive: Buffer, code: string, message: RegExp) => {
          const before = await footprint(t, victimId);
          const response = await importArchive(victim, archive);
          expect([response.status, response.body.code, response.body.message]).toEqual([
            400,
            code,
            expect.stringMatching(message),
          ]);
          expect(response.body.message).toMatch(message);
          expect(await footprint(t, victimId)).toEqual(before);
        };
        const manifestOf = (entries: Map<string, Buffer>) => json(entries.get('manifest.json')!);

        it('no file', async () => {
          const response = await victim.post('/api/import');
          expect([response.status, response.body.message]).toEqual([400, 'Choose an export archive (.zip) to import']);
        });

        it('not a zip', () => refused(Buffer.from('hello, world'), 'NOT_A_ZIP', /not a zip archive/));

        it('a zip without a manifest', async () =>
          refused(await zipOf([['homes.json', asJson([])]]), 'NOT_AN_EXPORT', /manifest.json is missing/));

        it('a foreign manifest', async () =>
          refused(
            await rebuild(accountExport, (entries) =>
              entries.set('manifest.json', asJson({ ...manifestOf(entries), format: 'other-app' })),
            ),
            'NOT_AN_EXPORT',
            /not a Home Book export/,
          ));

        it('an unknown version', async () =>
          refused(
            await rebuild(accountExport, (entries) =>
              entries.set('manifest.json', asJson({ ...manifestOf(entries), version: 5 })),
            ),
            'UNSUPPORTED_VERSION',
            /format version 5, which this server cannot read/,
          ));

        it('a version-1 archive announcing a version-2 entity', async () =>
          refused(
            await rebuild(accountExport, (entries) =>
              entries.set('manifest.json', asJson({ ...manifestOf(entries), version: 1 })),
            ),
            'NOT_AN_EXPORT',
            /maintenanceRecords is not part of format version 1/,
          ));

        it('a version-2 archive announcing a version-3 entity', async () =>
          refused(
            await rebuild(accountExport, (entries) =>
              entries.set('manifest.json', asJson({ ...manifestOf(entries), version: 2 })),
            ),
            'NOT_AN_EXPORT',
            /equipmentReceipts is not part of format version 2/,
          ));

        it('a version-3 archive announcing a version-4 entity', async () =>
          refused(
            await rebuild(accountExport, (entries) =>
              entries.set('manifest.json', asJson({ ...manifestOf(entries), version: 3 })),
            ),
            'NOT_AN_EXPORT',
            /equipmentServiceHistory is not part of format version 3/,
          ));

        it('a last-serviced answer that is not a month or "never", of no equipment, or twice', async () => {
          const changed = (change: (answers: Record<string, unknown>[]) => void) =>
            rebuild(accountExport, (entries) => {
              const answers = json(entries.get('equipment-service-history.json')!);
              change(answers);
              entries.set('equipment-service-history.json', asJson(answers));
            });
          for (const value of ['2024-13', '1899-12', '2024-1', 'soon', '', null, 202411]) {
            await refused(
              await changed((answers) => {
                answers[0].lastServiced = value;
              }),
              'INVALID_CONTENT',
              /lastServiced of record 1 in equipment-service-history.json is missing or wrong/,
            );
          }
          await refused(
            await changed((answers) => {
              delete answers[1].lastServiced;
            }),
            'INVALID_CONTENT',
            /lastServiced of record 2 in equipment-service-history.json is missing or wrong/,
          );
          await refused(
            await changed((answers) => {
              answers[0].equipmentId = 424242;
            }),
            'INVALID_CONTENT',
            /the last-serviced answer of equipment 424242 refers to a record the archive does not hold/,
          );
          await refused(
            await changed((answers) => {
              answers[1].equipmentId = answers[0].equipmentId;
            }),
            'INVALID_CONTENT',
            /equipment \d+ has two last-serviced answers/,
          );
        });

        it('a PDF where a record shows an image', async () =>
          refused(
            await rebuild(accountExport, (entries) => {
              const records = json(entries.get('maintenance-records.json')!);
              const pdf = records.flatMap((r: { attachments: { file: string }[] }) => r.attachments)[1];
              const homes = json(entries.get('homes.json')!);
              homes[0].photo = pdf;
              entries.set('homes.json', asJson(homes));
            }),
            'INVALID_CONTENT',
            /is not an image, but a record shows it as one/,
          ));

        it('a maintenance record or reminder rule pointing outside the archive', async () => {
          await refused(
            await rebuild(accountExport, (entries) => {
              const records = json(entries.get('maintenance-records.json')!);
              records[0].equipmentId = 424242;
              entries.set('maintenance-records.json', asJson(records));
            }),
            'INVALID_CONTENT',
            /maintenance record \d+ refers to a record the archive does not hold/,
          );
          await refused(
            await rebuild(accountExport, (entries) => {
              const reminders = json(entries.get('warranty-reminders.json')!);
              reminders[0].warrantyId = 424242;
              entries.set('warranty-reminders.json', asJson(reminders));
            }),
            'INVALID_CONTENT',
            /warranty reminder \d+ refers to a record the archive does not hold/,
          );
          await refused(
            await rebuild(accountExport, (entries) => {
              const receipts = json(entries.get('equipment-receipts.json')!);
              receipts[0].equipmentId = 424242;
              entries.set('equipment-receipts.json', asJson(receipts));
            }),
            'INVALID_CONTENT',
            /receipt \d+ refers to a record the archive does not hold/,
          );
        });

        it('inventory values the equipment form would refuse', async () => {
          for (const [field, value] of [
            ['quantity', 0],
            ['quantity', null],
            ['purchasePriceCents', -1],
            ['replacementCostCents', 12.5],
            ['purchaseDate', '02/10/2021'],
          ] as const) {
            await refused(
              await rebuild(accountExport, (entries) => {
                const equipment = json(entries.get('equipment.json')!);
                equipment[0][field] = value;
                entries.set('equipment.json', asJson(equipment));
              }),
              'INVALID_CONTENT',
              new RegExp(`${field} of record 1 in equipment.json`),
            );
          }
        });

        it('an entity this version does not know', async () =>
          refused(
            await rebuild(accountExport, (entries) => {
              const manifest = manifestOf(entries);
              entries.set('gadgets.json', asJson([]));
              manifest.entities.gadgets = { path: 'gadgets.json', size: 2, sha256: sha256(asJson([])), count: 0 };
              entries.set('manifest.json', asJson(manifest));
            }),
            'UNSUPPORTED_VERSION',
            /contains 'gadgets'/,
          ));

        it('a file that does not match its checksum (written files removed again)', async () => {
          const manifest = manifestOf(accountExport);
          const last = manifest.files[manifest.files.length - 1].path;
          await refused(
            await rebuild(accountExport, (entries) => entries.set(last, Buffer.from('tampered')), { rehash: false }),
            'CHECKSUM_MISMATCH',
            new RegExp(`${last} does not match its checksum`),
          );
        });

        it('an entity file that does not match its checksum', async () =>
          refused(
            await rebuild(
              accountExport,
              (entries) => {
                const homes = json(entries.get('homes.json')!);
                homes[0].name = 'Changed';
                entries.set('homes.json', asJson(homes));
              },
              { rehash: false },
            ),
            'CHECKSUM_MISMATCH',
            /homes.json does not match its checksum/,
          ));

        it('an entry missing from the zip or missing from the manifest', async () => {
          const first = manifestOf(accountExport).files[0].path;
          await refused(
            await rebuild(accountExport, (entries) => entries.delete(first)),
            'DAMAGED',
            new RegExp(`${first} is missing`),
          );
          await refused(
            await rebuild(accountExport, (entries) => entries.set('files/extra.jpg', Buffer.from('x'))),
            'DAMAGED',
            /files\/extra.jpg is not in its manifest/,
          );
        });

        it('path traversal in a name', async () => {
          // yazl refuses to write such names, so one is patched into the bytes (same length).
          const zip = await rebuild(accountExport, (entries) => entries.set('files/xx/evil.jpg', Buffer.from('x')));
          const patched = Buffer.from(
            zip.toString('latin1').replaceAll('files/xx/evil.jpg', 'files/../evil.jpg'),
            'latin1',
          );
          await refused(patched, 'UNSAFE_NAME', /unsafe file name/);
          const absolute = Buffer.from(
            zip.toString('latin1').replaceAll('files/xx/evil.jpg', '/etc/xxx/evil.jpg'),
            'latin1',
          );
          await refused(absolute, 'UNSAFE_NAME', /unsafe file name/);
        });

        it('a zip bomb (an entry expanding over 100 times)', async () =>
          refused(
            await rebuild(accountExport, (entries) => entries.set('files/bomb.jpg', Buffer.alloc(8 * 1024 * 1024))),
            'ZIP_BOMB',
            /zip bomb/,
          ));

        it('a zip bomb of many small entries (4,000 × 1 MiB of zeros, in the manifest, used by no record), before inflating', async () => {
          const zeros = Buffer.alloc(1024 * 1024);
          const entries = new Map(accountExport);
          const manifest = manifestOf(entries);
          const zerosSha256 = sha256(zeros);
          for (let i = 0; i < 4000; i += 1) {
            const path = `files/zeros/${i}.jpg`;
            entries.set(path, zeros);
            manifest.files.push({ path, size: zeros.length, sha256: zerosSha256, contentType: 'image/jpeg' });
          }
          entries.set('manifest.json', asJson(manifest));
          const archive = zipWithSharedBodies([...entries]);
          expect(archive.length).toBeLessThan(8 * 1024 * 1024);
          const read = jest.spyOn(ArchiveReader.prototype, 'read');
          try {
            await refused(
              archive,
              'ZIP_BOMB',
              /expands too much to be safe \(\d+ bytes from \d+\); it looks like a zip bomb/,
            );
            expect(read).not.toHaveBeenCalled();
          } finally {
            read.mockRestore();
          }
        });

        it('a file in the manifest that no record refers to, without reading it', async () => {
          const extra = await jpeg(8, 8);
          const read = jest.spyOn(ArchiveReader.prototype, 'read');
          try {
            await refused(
              await rebuild(accountExport, (entries) => {
                entries.set('files/extra/unused.jpg', extra);
                const manifest = manifestOf(entries);
                manifest.files.push({
                  path: 'files/extra/unused.jpg',
                  size: extra.length,
                  sha256: sha256(extra),
                  contentType: 'image/jpeg',
                });
                entries.set('manifest.json', asJson(manifest));
              }),
              'INVALID_CONTENT',
              /files\/extra\/unused.jpg is in the archive, but no record refers to it/,
            );
            expect(read.mock.calls.map(([name]) => name)).not.toContain('files/extra/unused.jpg');
          } finally {
            read.mockRestore();
          }
        });

        it('an oversized file', async () => {
          const big = Buffer.alloc(33 * 1024 * 1024);
          for (let i = 0; i < big.length; i += 4) big.writeUInt32LE((i * 2654435761) >>> 0, i);
          await refused(await zipOf([['files/big.jpg', big]], true), 'TOO_LARGE', /too large: files\/big.jpg/);
        });

        it('records that are wrong or refer to what the archive does not hold (written files removed again)', async () => {
          await refused(
            await rebuild(accountExport, (entries) => {
              const equipment = json(entries.get('equipment.json')!);
              equipment[0].homeId = 424242;
              entries.set('equipment.json', asJson(equipment));
            }),
            'INVALID_CONTENT',
            /refers to a record the archive does not hold/,
          );
          await refused(
            await rebuild(accountExport, (entries) => {
              const homes = json(entries.get('homes.json')!);
              homes[0].photo = { url: `/api/files/users/${ownerId}/photos/x.jpg` };
              entries.set('homes.json', asJson(homes));
            }),
            'INVALID_CONTENT',
            /photo of record 1 in homes.json/,
          );
        });

        it('a link to stored files however it is spelled (parsed and normalised, not a prefix match)', async () => {
          for (const url of [
            `/API/files/users/${ownerId}/photos/x.jpg`,
            `/api/./files/users/${ownerId}/photos/x.jpg`,
            `/x/../api/files/users/${ownerId}/photos/x.jpg`,
            `//home.example.com/api/files/users/${ownerId}/photos/x.jpg`,
            `https://home.example.com/API//files/users/${ownerId}/photos/x.jpg`,
            `/api/%66iles/users/${ownerId}/photos/x.jpg`,
            `\\api\\files\\users\\${ownerId}\\photos\\x.jpg`,
          ]) {
            await refused(
              await rebuild(accountExport, (entries) => {
                const homes = json(entries.get('homes.json')!);
                homes[0].photo = { url };
                entries.set('homes.json', asJson(homes));
              }),
              'INVALID_CONTENT',
              /photo of record 1 in homes.json/,
            );
          }
        });

        it('a file whose bytes are not what the manifest says, naming the entry', async () => {
          const manifest = manifestOf(accountExport);
          const image = manifest.files.find((file: { contentType: string }) => file.contentType === 'image/jpeg').path;
          await refused(
            await rebuild(accountExport, (entries) => entries.set(image, Buffer.from('just some text, not a photo'))),
            'INVALID_CONTENT',
            new RegExp(`${image} is not a readable image`),
          );
          const pdf = manifest.files.find(
            (file: { contentType: string }) => file.contentType === 'application/pdf',
          ).path;
          // A cut-short PDF, and a header and end marker around no document (a structural check would pass it).
          for (const fake of ['%PDF-1.4 but cut short', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n']) {
            await refused(
              await rebuild(accountExport, (entries) => entries.set(pdf, Buffer.from(fake))),
              'INVALID_CONTENT',
              new RegExp(`${pdf} is not a readable PDF`),
            );
          }
        });

        it('a value the database refuses after the files were stored: files removed, no row', async () => {
          const before = await footprint(t, victimId);
          const archive = await rebuild(accountExport, (entries) => {
            const equipment = json(entries.get('equipment.json')!);
            equipment[equipment.length - 1].lastMaintenanceDate = '2024-02-31';
            entries.set('equipment.json', asJson(equipment));
          });
          const response = await importArchive(victim, archive);
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(await footprint(t, victimId)).toEqual(before);
        });
      });
    });
  });
}

/**
 * An export's contents with ids and file paths replaced by what they stand for (file paths by the
 * file's SHA-256), so exports of the same data from two accounts or servers compare equal.
 */
export function comparable(entries: Map<string, Buffer>) {
  const manifest = json(entries.get('manifest.json')!);
  const hashOf = new Map<string, string>(
    manifest.files.map((file: { path: string; sha256: string }) => [file.path, file.sha256]),
  );
  const homes = json(entries.get('homes.json')!);
  const equipment = json(entries.get('equipment.json')!);
  const warranties = json(entries.get('warranties.json')!);
  const homeName = new Map(homes.map((home: { id: number; name: string }) => [home.id, home.name]));
  const equipmentName = new Map(
    equipment.map((item: { id: number; homeId: number; name: string }) => [
      item.id,
      `${homeName.get(item.homeId)}/${item.name}`,
    ]),
  );
  const warrantyOf = new Map(
    warranties.map((w: { id: number; equipmentId: number }) => [w.id, equipmentName.get(w.equipmentId)]),
  );
  // Images are re-encoded on import (like uploads), so they compare by type; other files by their bytes.
  const typeOf = new Map<string, string>(
    manifest.files.map((file: { path: string; contentType: string }) => [file.path, file.contentType]),
  );
  const ref = (value: { file?: string; url?: string } | null) =>
    value && value.file
      ? typeOf.get(value.file)!.startsWith('image/')
        ? { image: typeOf.get(value.file) }
        : { sha256: hashOf.get(value.file) }
      : value;
  const sorted = <T>(list: T[]) => list.map((item) => JSON.stringify(item)).sort();
  return {
    homes: sorted(homes.map(({ id: _id, photo, ...rest }: Record<string, never>) => ({ ...rest, photo: ref(photo) }))),
    equipment: sorted(
      equipment.map(({ id: _id, homeId, photos, ...rest }: Record<string, never>) => ({
        ...rest,
        home: homeName.get(homeId),
        photos: (photos as never[]).map(ref),
      })),
    ),
    photos: sorted(
      json(entries.get('photos.json')!).map(
        ({ id: _id, homeId, equipmentId, photo, ...rest }: Record<string, never>) => ({
          ...rest,
          home: homeId === null ? null : homeName.get(homeId),
          equipment: equipmentId === null ? null : equipmentName.get(equipmentId),
          photo: ref(photo),
        }),
      ),
    ),
    warranties: sorted(
      warranties.map(({ id: _id, equipmentId, ...rest }: Record<string, never>) => ({
        ...rest,
        equipment: equipmentName.get(equipmentId),
      })),
    ),
    warrantyDocuments: sorted(
      json(entries.get('warranty-documents.json')!).map(
        ({ id: _id, warrantyId, equipmentId, document, ...rest }: Record<string, never>) => ({
          ...rest,
          warranty: warrantyId === null ? null : warrantyOf.get(warrantyId),
          equipment: equipmentName.get(equipmentId),
          document: ref(document),
        }),
      ),
    ),
    maintenanceRecords: sorted(
      json(entries.get('maintenance-records.json')!).map(
        ({ id: _id, equipmentId, attachments, ...rest }: Record<string, never>) => ({
          ...rest,
          equipment: equipmentName.get(equipmentId),
          attachments: (attachments as never[]).map(ref),
        }),
      ),
    ),
    warrantyReminders: sorted(
      json(entries.get('warranty-reminders.json')!).map(({ id: _id, warrantyId, ...rest }: Record<string, never>) => ({
        ...rest,
        warranty: warrantyOf.get(warrantyId),
      })),
    ),
    notificationSettings: json(entries.get('notification-settings.json')!),
    equipmentServiceHistory: sorted(
      json(entries.get('equipment-service-history.json')!).map(({ equipmentId, ...rest }: Record<string, never>) => ({
        ...rest,
        equipment: equipmentName.get(equipmentId),
      })),
    ),
    equipmentReceipts: sorted(
      json(entries.get('equipment-receipts.json')!).map(
        ({ id: _id, equipmentId, receipt, ...rest }: Record<string, never>) => ({
          ...rest,
          equipment: equipmentName.get(equipmentId),
          receipt: ref(receipt),
        }),
      ),
    ),
    files: sorted(
      manifest.files
        .filter((file: { path: string }) => !file.path.startsWith('files/avatar/'))
        .map((file: { sha256: string; size: number; contentType: string }) =>
          file.contentType.startsWith('image/') ? [file.contentType] : [file.sha256, file.size, file.contentType],
        ),
    ),
    counts: { ...manifest.counts, files: undefined, fileBytes: undefined },
  };
}
