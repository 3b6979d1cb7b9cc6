// The baseline for `npm run bench`: a bare node:http server doing what the measured routes do, nothing
// else: read the signed session cookie, load the session from Redis, run the same SQL with pg, answer JSON.
//   GET /api/user   the session's user
//   GET /api/homes  the session user's homes, newest first
//   GET /api/equipment  the session user's equipment, oldest first
import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';

const { DATABASE_URL, REDIS_URL, SESSION_SECRET, PORT } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const redis = new Redis(REDIS_URL);

const QUERIES = {
  '/api/user':
    'SELECT id, username, email, display_name, avatar_url, is_admin, created_at, updated_at, last_login FROM users WHERE id = $1',
  '/api/homes':
    'SELECT id, user_id, name, address, city, state, zip_code, type, photo_url, details, created_at FROM homes WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
  '/api/equipment':
    'SELECT id, user_id, home_id, equipment_type_id, template_equipment_id, category_id, name, brand, model_number, serial_number, type, installation_date, last_maintenance_date, notes, manual_urls, photos, sheet_id, completed, created_at, updated_at FROM equipment WHERE user_id = $1 ORDER BY created_at, id',
};

function sessionId(cookieHeader = '') {
  const raw = /(?:^|;\s*)hb\.sid=([^;]+)/.exec(cookieHeader)?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (!value.startsWith('s:')) return null;
  const [sid, signature] = value.slice(2).split('.');
  const expected = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
  const ok =
    signature && expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  return ok ? sid : null;
}

createServer(async (request, response) => {
  const sid = sessionId(request.headers.cookie);
  const session = sid ? JSON.parse((await redis.get(`hb:sess:${sid}`)) ?? 'null') : null;
  const userId = session?.passport?.user;
  if (!userId) {
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
    return;
  }
  const { rows } = await pool.query(QUERIES[request.url] ?? QUERIES['/api/user'], [userId]);
  const body = request.url === '/api/user' ? rows[0] : rows;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
