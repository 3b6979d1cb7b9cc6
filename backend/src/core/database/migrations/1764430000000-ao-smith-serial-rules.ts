import { MigrationInterface, QueryRunner } from 'typeorm';
import { retireSerialRules } from './1764420000000-serial-rule-tails';

/**
 * A.O. Smith's serial-date rules (and State's YYWW, the same format since 2008) read past what the
 * research and its sources document (docs/serial-numbers.md, §3): YYWW wanted one or two letters then
 * digits after the week, where an all-digit serial (16051234567) is also documented, and the pre-2008
 * month-letter rule a letter for the plant, where a digit is documented too (4D051234567). The seed now
 * holds them with any letter or digit there; the old rows are deleted here (seed rows are keyed by their
 * pattern), their usage counters with them.
 */
export const RETIRED_AO_SMITH_SERIAL_RULES: ReadonlyArray<{ manufacturer: string; dateCodePattern: string }> = [
  { manufacturer: 'A.O. Smith', dateCodePattern: '^(?<year>\\d{2})(?<week>\\d{2})[A-Z]{1,2}\\d{5,7}$' },
  { manufacturer: 'State', dateCodePattern: '^(?<year>\\d{2})(?<week>\\d{2})[A-Z]{1,2}\\d{5,7}$' },
  { manufacturer: 'A.O. Smith', dateCodePattern: '^[A-Z](?<monthLetter>[A-Z])(?<year>\\d{2})\\d{5,8}$' },
];

export class AoSmithSerialRules1764430000000 implements MigrationInterface {
  name = 'AoSmithSerialRules1764430000000';

  async up(db: QueryRunner): Promise<void> {
    await retireSerialRules(db, RETIRED_AO_SMITH_SERIAL_RULES);
  }

  async down(): Promise<void> {
    // The old rows are not restored: the seed holds the rules.
  }
}
