import type { DataSource } from 'typeorm';
import { PlainRows, statementName } from './plain-rows';

const column = (propertyName: string, type: string, isArray = false) => ({
  propertyName,
  databaseName: propertyName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  type,
  isArray,
  isSelect: true,
});

/** A DataSource with one entity of the given columns, whose pool answers `rows` and records the SQL. */
function dataSourceOf(columns: ReturnType<typeof column>[], rows: unknown[]) {
  const queries: string[] = [];
  const dataSource = {
    getMetadata: () => ({ name: 'Thing', tablePath: 'things', columns }),
    driver: {
      normalizeType: ({ type }: { type: string }) => type,
      master: { options: {}, query: async ({ text }: { text: string }) => (queries.push(text), { rows }) },
    },
  } as unknown as DataSource;
  return { dataSource, queries };
}

describe('PlainRows.jsonArray', () => {
  it("has Postgres write the rows' JSON, timestamps as Date#toJSON writes them, in the given order", async () => {
    const { dataSource, queries } = dataSourceOf(
      [column('id', 'int'), column('urls', 'text', true), column('createdAt', 'timestamptz')],
      [{ json: '{"id":1,"urls":[],"createdAt":"2024-01-02T03:04:05.678Z"}' }],
    );
    const rows = new PlainRows(dataSource, 'Thing');
    expect(await rows.jsonArray('WHERE id > $1', ['created_at', 'id'], [0])).toBe(
      '[{"id":1,"urls":[],"createdAt":"2024-01-02T03:04:05.678Z"}]',
    );
    expect(queries[0]).toContain(`to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
    expect(queries[0]).toContain('ORDER BY e."created_at", e."id"');
    expect(queries[0]).toContain('FROM (SELECT * FROM "things" WHERE id > $1) e');
  });

  it('answers an empty array when there are no rows', async () => {
    const { dataSource } = dataSourceOf([column('id', 'int')], [{ json: null }]);
    expect(await new PlainRows(dataSource, 'Thing').jsonArray('', ['id'], [])).toBe('[]');
  });

  it.each([
    ['a bigint', column('total', 'bigint')],
    ['a numeric', column('total', 'numeric')],
    ['a jsonb', column('total', 'jsonb')],
    ['an int array', column('total', 'int', true)],
  ])('refuses an entity with %s column (its JSON would differ from the entity’s)', async (_, unsafe) => {
    const { dataSource, queries } = dataSourceOf([column('id', 'int'), unsafe], []);
    const rows = new PlainRows(dataSource, 'Thing');
    await expect(rows.jsonArray('', ['id'], [])).rejects.toThrow('Thing.total has no JSON form equal to the entity');
    expect(queries).toHaveLength(0);
  });
});

describe('statementName', () => {
  it('names each text by its hash: the same text the same name, another text another name', () => {
    const user = 'SELECT "id" AS "id" FROM "users" WHERE id = $1 LIMIT 1';
    const name = statementName(user);
    expect(name).toMatch(/^hb_[0-9a-f]{32}$/);
    expect(statementName(`${user}`)).toBe(name);
    expect(statementName(`${user} `)).not.toBe(name);
  });

  it('names at most 256 texts: any further one runs unnamed', () => {
    const names = Array.from({ length: 300 }, (_, n) => statementName(`SELECT ${n} AS spec_many`));
    expect(names.filter((name) => name === undefined).length).toBeGreaterThanOrEqual(300 - 256);
    expect(new Set(names.filter(Boolean)).size).toBe(names.filter(Boolean).length);
  });
});
