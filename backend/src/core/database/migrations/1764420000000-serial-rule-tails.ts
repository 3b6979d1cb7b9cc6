import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two serial-date rules read past what the research documents (docs/serial-numbers.md, §3): Trane's
 * 2010+ YYWW rule wanted a digit after the week, and State's pre-2008 month-letter rule only digits after the
 * year. The seed (upserted after the migrations at every start) now holds them with any letter or digit
 * there; seed rows are keyed by their pattern, so the old rows are deleted here, or they would stay beside the
 * new ones. Their usage counters go with them.
 */
export const RETIRED_SERIAL_RULES: ReadonlyArray<{ manufacturer: string; dateCodePattern: string }> = [
  { manufacturer: 'Trane', dateCodePattern: '^(?<year>\\d{2})(?<week>\\d{2})\\d[A-Z0-9]{5,6}$' },
  { manufacturer: 'State', dateCodePattern: '^(?<monthLetter>[A-Z])(?<year>\\d{2})\\d{5,8}$' },
];

/** Deletes seeded serial-date rules whose pattern the seed no longer holds (a successor replaces each). */
export async function retireSerialRules(
  db: QueryRunner,
  rules: ReadonlyArray<{ manufacturer: string; dateCodePattern: string }>,
): Promise<void> {
  for (const { manufacturer, dateCodePattern } of rules) {
    await db.query('DELETE FROM manufacturer_patterns WHERE manufacturer = $1 AND date_code_pattern = $2', [
      manufacturer,
      dateCodePattern,
    ]);
  }
}

export class SerialRuleTails1764420000000 implements MigrationInterface {
  name = 'SerialRuleTails1764420000000';

  async up(db: QueryRunner): Promise<void> {
    await retireSerialRules(db, RETIRED_SERIAL_RULES);
  }

  async down(): Promise<void> {
    // The old rows are not restored: the seed holds the rules.
  }
}
