import { migrateAndSeed } from '../src/core/database/database-migrator';
import { TestApp } from './support/test-app';

/**
 * PGlite is a single database session (docs/architecture.md): these prove the embedded driver keeps
 * concurrent transactions apart, so a rollback never loses or commits someone else's work.
 */
describe('embedded database under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    // From an empty DATA_DIR: the first start creates and migrates the database (no copy of a migrated one).
    t = await TestApp.start('embedded', {}, { freshDatabase: true });
  });
  afterAll(() => t?.stop());

  const names = async () =>
    (await t.dataSource.query(`SELECT name FROM home_templates WHERE name LIKE 'tx-%' ORDER BY name`)).map(
      (row: { name: string }) => row.name,
    );

  it('keeps a rolled-back transaction and a concurrent write apart', async () => {
    // Ordered by signals, not pauses: the concurrent write is issued while the transaction holds its insert,
    // and the transaction rolls back only after that write is on its way.
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    let issued!: () => void;
    const writeIssued = new Promise<void>((resolve) => (issued = resolve));
    const rolledBack = t.dataSource
      .transaction(async (manager) => {
        await manager.query(`INSERT INTO home_templates (name) VALUES ('tx-rolled-back')`);
        inserted();
        await writeIssued;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    const concurrent = (async () => {
      await insertDone;
      const write = t.dataSource.query(`INSERT INTO home_templates (name) VALUES ('tx-kept')`);
      issued();
      await write;
    })();
    expect(await rolledBack).toBe('rolled back');
    await concurrent;
    expect(await names()).toEqual(['tx-kept']);
  });

  it('serves many concurrent reads', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.dataSource.query('SELECT count(*) FROM users')),
    );
    expect(results).toHaveLength(200);
  });

  it('seeds the Standard Home template idempotently', async () => {
    await migrateAndSeed(t.dataSource);
    const [template] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM home_templates WHERE name = 'Standard Home'`,
    );
    expect(template.n).toBe(1);
    const [items] = await t.dataSource.query(`SELECT count(*)::int AS n FROM template_equipment`);
    expect(items.n).toBeGreaterThanOrEqual(15);
    const categories = await t.dataSource.query(`SELECT name FROM equipment_categories ORDER BY sort_order`);
    expect(categories.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['Filtration', 'Temperature Control', 'Water Treatment', 'Cleaning']),
    );
  });
});
