import { spawn } from 'node:child_process';
import sharp from 'sharp';
import type { Agent, Response } from 'supertest';
import { expectStatus, newAccount, register } from './accounts';
import { TestApp } from './test-app';

export const ADMIN_REGISTRATION_KEY = 'let-me-admin';
export const ADMIN_DELETION_KEY = 'delete-admins-key';
export const SUPER_ADMIN_HEADER = { 'X-Super-Admin': 'yhb-super-admin' };

export const HOME = {
  name: 'Main Residence',
  address: '123 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

export const jpeg = (width: number, height: number, hue = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: hue, b: 40 } } })
    .jpeg()
    .toBuffer();

export const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Registers an administrator (with the server's registration key) and leaves the agent logged in. */
export async function registerAdmin(agent: Agent): Promise<{ id: number; username: string }> {
  const account = newAccount({ username: `admin${Math.random().toString(36).slice(2, 8)}` });
  const response = expectStatus(await register(agent, account, { adminKey: ADMIN_REGISTRATION_KEY }), 201);
  if (!response.body.isAdmin) throw new Error('registration with the admin key did not make an admin');
  return { id: response.body.id, username: account.username };
}

export async function createHome(agent: Agent, fields: Record<string, unknown> = {}) {
  return expectStatus(await agent.post('/api/homes').send({ ...HOME, ...fields }), 201).body;
}

export async function createEquipment(agent: Agent, homeId: number, fields: Record<string, unknown> = {}) {
  return expectStatus(await agent.post('/api/equipment').send({ homeId, name: 'Furnace', ...fields }), 201).body;
}

export async function addEquipmentPhoto(agent: Agent, equipmentId: number, photo?: Buffer) {
  return expectStatus(
    await agent.post(`/api/equipment/${equipmentId}/photos`).attach('photo', photo ?? (await jpeg(64, 48)), 'p.jpg'),
    200,
  ).body;
}

export async function addWarranty(agent: Agent, equipmentId: number, fields: Record<string, unknown> = {}) {
  return expectStatus(
    await agent.post('/api/warranties').send({
      equipmentId,
      startDate: day(-30),
      endDate: day(365),
      provider: 'Acme Warranty',
      policyNumber: 'POL-1',
      ...fields,
    }),
    201,
  ).body;
}

/**
 * A user with something in every table and storage area they can reach: avatar, home with photo,
 * equipment with photo, warranty with document, library photos (attached and not), a reset token,
 * and rows written straight to the tables no route fills yet (maintenance, notifications, checklist,
 * chat: support thread, messages, participation, an attachment under users/<id>/chat/).
 */
export async function populateEverything(t: TestApp, agent: Agent, userId: number, email: string) {
  expectStatus(await agent.post('/api/user/avatar').attach('avatar', await jpeg(40, 40), 'a.jpg'), 201);
  const home = await createHome(agent);
  expectStatus(await agent.post(`/api/homes/${home.id}/photo`).attach('photo', await jpeg(80, 60), 'h.jpg'), 200);
  const equipment = await createEquipment(agent, home.id);
  await addEquipmentPhoto(agent, equipment.id);
  const warranty = await addWarranty(agent, equipment.id);
  expectStatus(
    await agent.post(`/api/warranties/${warranty.id}/documents`).attach('photo', await jpeg(30, 30), 'w.jpg'),
    201,
  );
  expectStatus(
    await agent
      .post('/api/photos')
      .field('type', 'additional')
      .attach('photo', await jpeg(20, 20), 'l.jpg'),
    201,
  );
  expectStatus(
    await agent
      .post('/api/photos')
      .field('type', 'additional')
      .field('homeId', String(home.id))
      .attach('photo', await jpeg(20, 20), 'l.jpg'),
    201,
  );
  await agent.post('/api/auth/password-reset/request').send({ email }).expect(200);

  const query = (sql: string, params: unknown[]) => t.dataSource.query(sql, params);
  await query(
    `INSERT INTO maintenance_records (equipment_id, user_id, date, type) VALUES ($1, $2, '2024-01-01', 'service')`,
    [equipment.id, userId],
  );
  // A new warranty already has the default in-app 30 and e-mail 30 reminders: one more rule of its own.
  await query(
    `INSERT INTO warranty_notifications (user_id, warranty_id, notification_type, days_before_expiration) VALUES ($1, $2, 'email', 7)`,
    [userId, warranty.id],
  );
  await query(
    `INSERT INTO home_equipment_checklist (home_id, equipment_type_id) SELECT $1, id FROM equipment_types ORDER BY id LIMIT 1`,
    [home.id],
  );
  const [support] = await query(
    `INSERT INTO chat_rooms (name, type, owner_user_id) VALUES ('Support', 'support', $1) RETURNING id`,
    [userId],
  );
  const [room] = await query(
    `INSERT INTO chat_rooms (name, type, equipment_id) VALUES ('Furnace', 'group', $1) RETURNING id`,
    [equipment.id],
  );
  const chatKey = `users/${userId}/chat/manual.txt`;
  await t.storage.put(chatKey, Buffer.from('hello'), 'text/plain');
  for (const roomId of [support.id, room.id]) {
    await query(`INSERT INTO chat_participants (room_id, user_id) VALUES ($1, $2)`, [roomId, userId]);
    await query(
      `INSERT INTO chat_messages (room_id, sender_id, content, message_type, file_url, file_name) VALUES ($1, $2, 'hi', 'file', $3, 'manual.txt')`,
      [roomId, userId, `/api/files/${chatKey}`],
    );
  }
  return { home, equipment, warranty, chatRoomIds: [support.id, room.id] };
}

/**
 * Every foreign key in the schema, read from the catalogue, so tables added later (chat, admin…) are
 * covered without editing this list: [referencing table, column, referenced table].
 */
export async function foreignKeys(t: TestApp): Promise<{ table: string; column: string; references: string }[]> {
  return t.dataSource.query(`
    SELECT src.relname AS table, att.attname AS column, dst.relname AS references
    FROM pg_constraint con
    JOIN pg_class src ON src.oid = con.conrelid
    JOIN pg_class dst ON dst.oid = con.confrelid
    JOIN pg_namespace ns ON ns.oid = src.relnamespace AND ns.nspname = 'public'
    JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
    WHERE con.contype = 'f'
    ORDER BY 1, 2`);
}

/** Rows anywhere that still point at one of these ids of the referenced table (by foreign key). */
export async function referencingRows(
  t: TestApp,
  idsByTable: Record<string, number[]>,
): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const { table, column, references } of await foreignKeys(t)) {
    const ids = idsByTable[references];
    if (!ids?.length) continue;
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = ANY($1)`, [
      ids,
    ]);
    if (n) left[`${table}.${column}`] = n;
  }
  for (const [table, ids] of Object.entries(idsByTable)) {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM "${table}" WHERE id = ANY($1)`, [ids]);
    if (n) left[`${table}.id`] = n;
  }
  return left;
}

/** The text of a PDF, by poppler's pdftotext, with white space runs folded to one space. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-']);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' '))
        : reject(new Error(`pdftotext exited with ${code}`)),
    );
    child.stdin.end(pdf);
  });
}

/** supertest: keep a binary body as a Buffer. */
export function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
