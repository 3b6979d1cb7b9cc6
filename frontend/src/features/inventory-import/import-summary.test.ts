import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary';

const view = { rows: [], ignoredColumns: [], created: 3, updated: 1, skipped: 2 };

describe('importSummary', () => {
  it('says what a dry run would do and what an import did', () => {
    expect(importSummary({ ...view, dryRun: true, errors: 1 })).toBe(
      '3 to create, 1 to update, 2 unchanged, 1 row with errors',
    );
    expect(importSummary({ ...view, dryRun: false, errors: 2 })).toBe(
      '3 created, 1 updated, 2 unchanged, 2 rows skipped for errors',
    );
    expect(importSummary({ ...view, dryRun: false, errors: 0 })).toBe('3 created, 1 updated, 2 unchanged');
  });
});
