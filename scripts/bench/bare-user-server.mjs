// The baseline for `npm run bench`: a bare node:http server doing what GET /api/user does, nothing else:
// read the signed session cookie, load the session from Redis, load the user with pg, answer JSON.
import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';

const { DATABASE_URL, REDIS_URL, SESSION_SECRET, PORT } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const redis = new Redis(REDIS_URL);

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
  const { rows } = await pool.query(
    'SELECT id, username, email, display_name, avatar_url, is_admin, created_at, updated_at, last_login FROM users WHERE id = $1',
    [userId],
  );
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows[0]));
}).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
