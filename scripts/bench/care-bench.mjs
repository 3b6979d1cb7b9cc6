// Reminder scan over USERS users × 50 equipment (Postgres): the built backend's ReminderScanService in
// an application context (the worker's code, without the queue around it), on a database filled by SQL:
// each user has a home, 50 equipment (every 5th of a Standard Home type with a maintenance interval, last
// serviced 0-365 days before the bench's clock) and 5 warranties ending 0-365 days after it, with the
// default reminders (in-app 30, email 30). Three scans on the same injected clock:
//   1. the backlog: every reminder due is claimed and its e-mail written (mail outbox on disk);
//   2. and 3. the hourly scan once caught up: everything is read and decided, nothing is new.
// Every SQL statement the scan sends is counted: the read + claim phase is one read and one claim
// statement per batch of users, whatever the number of equipment.
// Runnable alone (`node scripts/bench/care-bench.mjs`) or from `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const backend = createRequire(join(root, 'backend/package.json'));
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(process.env.CARE_BENCH_USERS ?? 1000);
const EQUIPMENT = 50;
const TARGET_MS = 10_000;
const NOW = new Date('2026-07-01T12:00:00Z');

async function seed(client) {
  await client.query(`
    INSERT INTO users (username, password, email)
      SELECT 'bench' || g, 'not-a-hash', 'bench' || g || '@example.com' FROM generate_series(1, ${USERS}) g;
    INSERT INTO homes (user_id, name, address, city, state, zip_code)
      SELECT id, 'Home ' || id, id || ' Main St', 'Springfield', 'IL', '62701' FROM users;
    INSERT INTO equipment (user_id, home_id, equipment_type_id, name, installation_date, last_maintenance_date,
                           completed, created_at)
      SELECT h.user_id, h.id,
        CASE WHEN n % 5 = 0 THEN t.ids[1 + (h.id + n) % cardinality(t.ids)] END,
        'Item ' || n, (1995 + (h.id * 7 + n) % 31)::text,
        date '2026-07-01' - ((h.id * 37 + n * 11) % 366),
        n % 7 <> 0, timestamptz '2020-01-01'
      FROM homes h CROSS JOIN generate_series(1, ${EQUIPMENT}) n
      CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM equipment_types
                  WHERE maintenance_interval_months IS NOT NULL) t;
    INSERT INTO warranties (equipment_id, start_date, end_date)
      SELECT e.id, date '2025-01-01', date '2026-07-01' + ((e.id * 13) % 366)
      FROM equipment e WHERE e.name IN ('Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 6');
    INSERT INTO warranty_notifications (user_id, warranty_id, notification_type, days_before_expiration)
      SELECT e.user_id, w.id, c.channel, 30 FROM warranties w JOIN equipment e ON e.id = w.equipment_id
      CROSS JOIN (VALUES ('in-app'), ('email')) c(channel);
    ANALYZE;
  `);
}

export async function run() {
  const database = `hb_care_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = ADMIN_DB.replace(/\/[^/]*$/, `/${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-care-bench-'));
  const { NestFactory } = backend('@nestjs/core');
  const { AppModule } = backend('./dist/app.module.js');
  const { AppConfig } = backend('./dist/core/config/app-config.js');
  const { ReminderScanService } = backend('./dist/modules/care/reminders/reminder-scan.service.js');
  const { DataSource } = backend('typeorm');
  const config = new AppConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'care-bench-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: 'error',
    REMINDER_SCAN_INTERVAL_SECONDS: '0',
  });
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: false });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    console.log(`care bench: seeding ${USERS} users × ${EQUIPMENT} equipment...`);
    await seed(client);
    const dataSource = app.get(DataSource);
    const statements = { read: 0, claim: 0, email: 0 };
    const query = dataSource.query.bind(dataSource);
    dataSource.query = (sql, ...rest) => {
      if (sql.includes('WITH batch AS')) statements.read += 1;
      else if (sql.includes('INSERT INTO reminder_deliveries')) statements.claim += 1;
      else statements.email += 1;
      return query(sql, ...rest);
    };
    const scans = app.get(ReminderScanService);
    const runs = [];
    for (let index = 0; index < 3; index += 1) {
      Object.assign(statements, { read: 0, claim: 0, email: 0 });
      const started = performance.now();
      const result = await scans.scan({ now: NOW });
      runs.push({ ms: performance.now() - started, result, statements: { ...statements } });
    }
    const [{ equipment }] = (await client.query('SELECT count(*)::int AS equipment FROM equipment')).rows;
    const [{ deliveries }] = (await client.query('SELECT count(*)::int AS deliveries FROM reminder_deliveries')).rows;
    const row = (name, { ms, result, statements: s }) =>
      `| ${name} | ${(ms / 1000).toFixed(2)} s | ${result.users} | ${result.batches} | ${s.read} + ${s.claim} | ${result.claimed} | ${result.notified} | ${result.emailed} | ${s.email} |`;
    const steady = Math.max(runs[1].ms, runs[2].ms);
    return `## Care: reminder scan

${USERS} users × ${EQUIPMENT} equipment (${equipment} rows) on Postgres: the built backend's \`ReminderScanService.scan\` (the
\`care.reminder-scan\` job) three times with an injected clock, statements counted at the DataSource (docs/care.md).
Target ≤ ${TARGET_MS / 1000} s for a scan over ${USERS} users × ${EQUIPMENT} equipment: **${steady <= TARGET_MS ? 'met' : 'not met'}** for the hourly scan (${(steady / 1000).toFixed(2)} s); the backlog scan, which
also writes ${runs[0].result.emailed} e-mails, took ${(runs[0].ms / 1000).toFixed(2)} s. ${deliveries} rows in the delivery ledger after the three scans.

| scan | time | users | batches | read + claim statements | reminders claimed | notifications | e-mails sent | e-mail statements |
|---|---|---|---|---|---|---|---|---|
${row('1: backlog (everything due goes out)', runs[0])}
${row('2: next scan, caught up', runs[1])}
${row('3: again', runs[2])}
`;
  } finally {
    await client.end().catch(() => undefined);
    await app.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run().then(
    (section) => console.log(section),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
