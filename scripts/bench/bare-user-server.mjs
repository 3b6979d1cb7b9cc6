// The baseline for `npm run bench`: a bare node:http server doing what the measured routes do, nothing
// else: read the signed session cookie, load the session from Redis, reload the session's user from Postgres
// (as the app does on every request, so a deleted user is logged out at once), run the route's SQL with pg,
// answer JSON.
//   GET /api/user                  the session's user
//   GET /api/homes                 the user's memberships, then the homes they own or share, newest first
//   GET /api/equipment?homeId=N    the app's access check (owner or member), then that home's equipment
//   GET /api/equipment             the equipment of every home the user owns or shares, oldest first
// The SQL is the app's (core/access/home-access-policy.ts and the lean lists), so both do the same work.
import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';

const { DATABASE_URL, REDIS_URL, SESSION_SECRET, PORT } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const redis = new Redis(REDIS_URL);

const USER =
  'SELECT id, username, email, display_name, avatar_url, is_admin, created_at, updated_at, last_login FROM users WHERE id = $1';
const MEMBERSHIPS = 'SELECT home_id AS "homeId", role FROM home_members WHERE user_id = $1';
const HOME_COLUMNS = 'id, user_id, name, address, city, state, zip_code, type, photo_url, details, created_at';
const HOMES = `SELECT ${HOME_COLUMNS} FROM homes WHERE user_id = $1 ORDER BY created_at DESC, id DESC`;
const HOMES_WITH_SHARED = `SELECT ${HOME_COLUMNS} FROM homes WHERE user_id = $1 OR id = ANY($2::int[]) ORDER BY created_at DESC, id DESC`;
const EQUIPMENT_COLUMNS =
  'id, user_id, home_id, equipment_type_id, template_equipment_id, category_id, name, brand, model_number, serial_number, type, installation_date, last_maintenance_date, notes, manual_urls, photos, sheet_id, completed, created_at, updated_at';
// The app's access check (core/access/home-access-policy.ts): the home, if the user owns it or is a member.
const HOME_READABLE = `SELECT h.id AS "homeId", h.user_id AS "ownerId",
  CASE WHEN h.user_id = $2 THEN 'owner' ELSE (SELECT m.role FROM home_members m WHERE m.home_id = h.id AND m.user_id = $2) END AS role
  FROM homes h WHERE h.id = $1 AND (h.user_id = $2 OR EXISTS (SELECT 1 FROM home_members m WHERE m.home_id = h.id AND m.user_id = $2))`;
const EQUIPMENT_OF_HOME = `SELECT ${EQUIPMENT_COLUMNS} FROM equipment WHERE home_id = $1 ORDER BY created_at, id`;
const EQUIPMENT_OF_USER = `SELECT ${EQUIPMENT_COLUMNS} FROM equipment WHERE home_id IN (SELECT id FROM homes WHERE user_id = $1 UNION ALL SELECT home_id FROM home_members WHERE user_id = $1) ORDER BY created_at, id`;

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

const json = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function answer(url, userId, user) {
  if (url.pathname === '/api/user') return user;
  if (url.pathname === '/api/homes') {
    const shared = (await pool.query(MEMBERSHIPS, [userId])).rows.map((row) => row.homeId);
    return (await (shared.length ? pool.query(HOMES_WITH_SHARED, [userId, shared]) : pool.query(HOMES, [userId]))).rows;
  }
  const homeId = url.searchParams.get('homeId');
  if (!homeId) return (await pool.query(EQUIPMENT_OF_USER, [userId])).rows;
  if (!(await pool.query(HOME_READABLE, [Number(homeId), userId])).rows.length) return null;
  return (await pool.query(EQUIPMENT_OF_HOME, [Number(homeId)])).rows;
}

createServer(async (request, response) => {
  const sid = sessionId(request.headers.cookie);
  const session = sid ? JSON.parse((await redis.get(`hb:sess:${sid}`)) ?? 'null') : null;
  const userId = session?.passport?.user;
  const user = userId ? (await pool.query(USER, [userId])).rows[0] : null;
  if (!user) return json(response, 401, { statusCode: 401 });
  const body = await answer(new URL(request.url, 'http://bare'), userId, user);
  if (body === null) return json(response, 404, { statusCode: 404 });
  json(response, 200, body);
}).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
