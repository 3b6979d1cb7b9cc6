import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import type { Agent } from 'supertest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { expectStatus } from './accounts';
import { addEquipmentPhoto, addWarranty, binary, createEquipment, createHome, jpeg } from './admin-fixtures';
import { TestApp } from './test-app';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every entry of a zip by name (test archives are small). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** A zip of these entries, in this order (deflated unless `store`). */
export function zipOf(entries: [name: string, data: Buffer][], store = false): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name, { compress: !store });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/**
 * A zip written by hand, deflating each distinct content once: `count` entries sharing one body cost one
 * deflate, so a test builds a 4,000-entry bomb (4 GB declared) in milliseconds. Entries in this order.
 */
export function zipWithSharedBodies(entries: [name: string, data: Buffer][]): Buffer {
  const bodies = new Map<Buffer, { deflated: Buffer; crc: number }>();
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    let body = bodies.get(data);
    if (!body) {
      body = { deflated: deflateRawSync(data), crc: crc32(data) };
      bodies.set(data, body);
    }
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(body.crc, 14);
    local.writeUInt32LE(body.deflated.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    local.copy(header, 8, 6, 30); // flags … name length, as in the local header
    header.writeUInt16LE(0, 30); // extra, comment, disk, internal attributes
    header.writeUInt16LE(0, 32);
    header.writeUInt16LE(0, 34);
    header.writeUInt16LE(0, 36);
    header.writeUInt32LE(0, 38);
    header.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, body.deflated);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + body.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** An archive's entries rebuilt into a zip after `change` (the manifest re-hashed unless told not to). */
export async function rebuild(
  entries: Map<string, Buffer>,
  change: (entries: Map<string, Buffer>) => void,
  { rehash = true } = {},
): Promise<Buffer> {
  const copy = new Map(entries);
  change(copy);
  if (rehash) {
    const manifest = JSON.parse(copy.get('manifest.json')!.toString());
    const fix = (line: { path: string; size: number; sha256: string } | null) => {
      if (!line || !copy.has(line.path)) return;
      line.size = copy.get(line.path)!.length;
      line.sha256 = sha256(copy.get(line.path)!);
    };
    for (const line of Object.values(manifest.entities ?? {})) fix(line as never);
    fix(manifest.account);
    for (const line of manifest.files ?? []) fix(line);
    copy.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  }
  const ordered = [...copy].sort(([a], [b]) => Number(a === 'manifest.json') - Number(b === 'manifest.json'));
  return zipOf(ordered);
}

export const json = (data: Buffer) => JSON.parse(data.toString('utf8'));
export const asJson = (value: unknown) => Buffer.from(JSON.stringify(value));

export async function download(agent: Agent, path: string): Promise<Buffer> {
  const response = expectStatus(await agent.get(path).buffer(true).parse(binary), 200);
  return response.body as Buffer;
}

export async function importArchive(agent: Agent, archive: Buffer) {
  return agent.post('/api/import').attach('archive', archive, 'export.zip');
}

/** A minimal PDF of one blank page (maintenance attachments may be PDFs; an import opens every PDF). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The inventory fields populateHome gives the furnace (format version 3). */
export const FURNACE_INVENTORY = {
  room: 'Basement',
  purchaseDate: '2021-10-02',
  purchasePriceCents: 129_999,
  replacementCostCents: 150_050,
  purchasedFrom: 'Heat & Co',
  quantity: 2,
};

/**
 * A home with something in every exported table: home photo, two equipment (one with two photos, its
 * own maintenance interval, every inventory field and a PDF receipt, two maintenance records, one with an
 * image and a PDF attached, and a warranty with a document and changed reminder rules, and no last-serviced
 * answer; a pending PDF document and the owner's answer to "When was it last serviced?", `heaterLastServiced`,
 * on the other), library photos with and without home.
 */
export async function populateHome(agent: Agent, name = 'Lake House', heaterLastServiced = '2024-11') {
  const home = await createHome(agent, { name, details: 'Two floors', type: 'cottage' });
  expectStatus(await agent.post(`/api/homes/${home.id}/photo`).attach('photo', await jpeg(80, 60, 10), 'h.jpg'), 200);
  const furnace = await createEquipment(agent, home.id, {
    name: 'Furnace',
    brand: 'Rheem',
    modelNumber: 'R-100',
    serialNumber: 'S123',
    notes: 'Filter every 3 months',
    manualUrls: ['https://example.com/manual.pdf'],
    type: 'Furnace',
  });
  await addEquipmentPhoto(agent, furnace.id, await jpeg(64, 48, 30));
  await addEquipmentPhoto(agent, furnace.id, await jpeg(64, 48, 60));
  const warranty = await addWarranty(agent, furnace.id, { terms: 'Parts only', autoRenewal: true });
  expectStatus(
    await agent.post(`/api/warranties/${warranty.id}/documents`).attach('photo', await jpeg(30, 30, 90), 'w.jpg'),
    201,
  );
  expectStatus(
    await agent.put(`/api/warranties/${warranty.id}/notifications`).send([
      { notificationType: 'email', daysBeforeExpiration: 60, enabled: true },
      { notificationType: 'in-app', daysBeforeExpiration: 14, enabled: false },
    ]),
    200,
  );
  expectStatus(
    await agent.patch(`/api/equipment/${furnace.id}`).send({ maintenanceIntervalMonths: 3, ...FURNACE_INVENTORY }),
    200,
  );
  expectStatus(await agent.post(`/api/equipment/${furnace.id}/receipts`).attach('file', PDF, 'receipt.pdf'), 201);
  const service = expectStatus(
    await agent.post(`/api/equipment/${furnace.id}/maintenance`).send({
      date: '2025-03-10',
      type: 'Service',
      description: 'Burner cleaned',
      cost: 120.5,
      serviceProvider: 'Heat & Co',
      nextScheduledDate: '2025-09-10',
    }),
    201,
  ).body;
  expectStatus(
    await agent.post(`/api/maintenance/${service.id}/attachments`).attach('file', await jpeg(40, 30, 120), 'r.jpg'),
    200,
  );
  expectStatus(await agent.post(`/api/maintenance/${service.id}/attachments`).attach('file', PDF, 'invoice.pdf'), 200);
  expectStatus(
    await agent.post(`/api/equipment/${furnace.id}/maintenance`).send({ date: '2025-06-01', type: 'Filter change' }),
    201,
  );
  const heater = await createEquipment(agent, home.id, { name: 'Water heater' });
  expectStatus(await agent.patch(`/api/equipment/${heater.id}/care`).send({ lastServiced: heaterLastServiced }), 200);
  expectStatus(
    await agent
      .post(`/api/warranties/new/documents`)
      .field('equipmentId', String(heater.id))
      .attach('photo', PDF, 'pending.pdf'),
    201,
  );
  expectStatus(
    await agent
      .post('/api/photos')
      .field('type', 'additional')
      .field('homeId', String(home.id))
      .attach('photo', await jpeg(20, 20, 200), 'l.jpg'),
    201,
  );
  return { home, furnace, heater, warranty };
}

/** Rows and stored objects of one user, to prove a refused import left nothing behind. */
export async function footprint(t: TestApp, userId: number) {
  const count = async (sql: string) => (await t.dataSource.query(sql, [userId]))[0].n as number;
  return {
    homes: await count('SELECT count(*)::int AS n FROM homes WHERE user_id = $1'),
    equipment: await count('SELECT count(*)::int AS n FROM equipment WHERE user_id = $1'),
    photos: await count('SELECT count(*)::int AS n FROM photos WHERE user_id = $1'),
    warranties: await count(
      'SELECT count(*)::int AS n FROM warranties w JOIN equipment e ON e.id = w.equipment_id WHERE e.user_id = $1',
    ),
    documents: await count('SELECT count(*)::int AS n FROM warranty_documents WHERE user_id = $1'),
    maintenanceRecords: await count('SELECT count(*)::int AS n FROM maintenance_records WHERE user_id = $1'),
    receipts: await count(
      'SELECT count(*)::int AS n FROM equipment_receipts r JOIN equipment e ON e.id = r.equipment_id WHERE e.user_id = $1',
    ),
    reminders: await count('SELECT count(*)::int AS n FROM warranty_notifications WHERE user_id = $1'),
    serviceHistory: await count(
      'SELECT count(*)::int AS n FROM equipment_service_history h JOIN equipment e ON e.id = h.equipment_id WHERE e.user_id = $1',
    ),
    settings: await count('SELECT count(*)::int AS n FROM user_notification_settings WHERE user_id = $1'),
    imports: await count('SELECT count(*)::int AS n FROM archive_imports WHERE user_id = $1'),
    objects: (await t.storage.list(`users/${userId}/`)).length,
  };
}
