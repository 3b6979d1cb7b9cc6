import { emptyLabelReading, type LabelReading } from '../label-reading';
import { brandFamilies, isKenmoreModel } from './brand-catalogue';
import { detectBrand } from './brand-detection';
import { detectEquipmentType } from './equipment-type';
import { cleanLine, extractFields } from './label-fields';
import { findDateClues, findPrintedManufactureDate } from './manufacture-date';
import { fitsSerialShape, hasSerialShape, repairModelByGrammar, repairSerial } from './ocr-repair';

export { canonicalBrand, detectBrandLoosely } from './brand-detection';

/** A rating plate reads as a few hundred characters; more is not a label, and parsing stays fast. */
const MAX_TEXT_LENGTH = 20_000;

/**
 * Reads a rating plate's OCR text: brand, model and serial numbers, equipment type, a suggested name
 * and a printed manufacture date. Pure and synchronous; never throws (unreadable text gives nulls).
 */
export function parseLabelText(text: string, now: Date = new Date()): LabelReading {
  try {
    return readLabel(typeof text === 'string' ? text.slice(0, MAX_TEXT_LENGTH) : '', now);
  } catch {
    return emptyLabelReading();
  }
}

function readLabel(text: string, now: Date): LabelReading {
  if (!text.trim()) return emptyLabelReading();
  const fields = extractFields(text);
  const modelRead = fields.model ? repairModel(fields.model) : null;
  // No brand name read, but a Sears model number with a Kenmore source code: a Kenmore plate.
  const brand = detectBrand(text) ?? (isKenmoreModel(modelRead) ? 'Kenmore' : null);
  const equipmentType = detectEquipmentType(text, brand);
  // The brand's model grammar, where one is documented, repairs the digit positions it fixes; the
  // repaired model then selects the serial family (a Kenmore prefix read 'I53' is the 153 of State).
  const modelNumber =
    modelRead && brand
      ? repairModelByGrammar(modelRead, brand, brandFamilies(brand, equipmentType, modelRead))
      : modelRead;
  const families = brand ? brandFamilies(brand, equipmentType, modelNumber) : [];
  const serialNumber = fields.serial
    ? repairSerial(fields.serial, families)
    : (serialWithoutKeyword(text, families, modelNumber) ?? boschProductionCode(text));
  const serialWhole =
    fields.serial && serialNumber && !fitsSerialShape(serialNumber, families)
      ? withSpacedGroups(fields.serial, text, families)
      : null;
  return {
    brand,
    modelNumber,
    serialNumber: serialWhole ?? serialNumber,
    equipmentType,
    suggestedName: brand && equipmentType ? `${brand} ${equipmentType}` : (brand ?? equipmentType),
    printedManufactureDate: findPrintedManufactureDate(text, now),
    dateClues: findDateClues(text, now),
  };
}

/**
 * Models keep their letters as read (they mix both freely; a brand's documented grammar repairs its
 * digit positions afterwards: ocr-repair.ts `repairModelByGrammar`); only a letter I or l between two digits is the digit 1, and a
 * letter O touching a digit is the digit 0 (makers avoid the letter O beside digits because it reads
 * as a zero: 'RUR16OEN' → 'RUR160EN', 'G23Q3-8O' → 'G23Q3-80'). An O between letters stays
 * ('6-40-SORT', 'PR640YOMVF'), and the reverse holds: a single 0 inside a group of letters (between the
 * model's separators, no other digit in it, at least three letters) is the letter O the second reader
 * read as a zero ('6-40-S0RT' → '6-40-SORT'); a group with digits keeps its zeros ('KDTM354DSS').
 */
export function repairModel(model: string): string {
  return model
    .replace(/(?<=\d)[lI]+(?=\d)/g, (run) => '1'.repeat(run.length))
    .replace(/(?<=\d)[Oo]+|[Oo]+(?=\d)/g, (run) => '0'.repeat(run.length))
    .toUpperCase()
    .replace(/(?<![A-Z0-9])[A-Z]+0[A-Z]+(?![A-Z0-9])/g, (group) =>
      group.length >= 4 ? group.replace('0', 'O') : group,
    );
}

/** At most this many further groups are joined to a serial printed in spaced groups ('NM331 487 44'). */
const MAX_FURTHER_GROUPS = 2;

/**
 * A serial printed in spaced groups ('NM331 487 44', 'A46 901 8241') whose value was read as its first
 * groups only (a code stops at a group long enough to be whole): the groups that follow it on its line
 * are joined, one at a time, while the serial does not fit its family's grammar; the first join that
 * fits (after the grammar's look-alike repair) is the serial. Without a documented grammar, or when no
 * join fits, the serial stays as read: a following value (a voltage, a date) never fits a grammar.
 */
function withSpacedGroups(read: string, text: string, families: string[]): string | null {
  if (!hasSerialShape(families)) return null;
  const compact = read.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  for (const line of text.split(/\r?\n/).map(cleanLine)) {
    const tokens = line.split(' ').map((token) => token.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''));
    for (let start = 0; start < tokens.length; start++) {
      let joined = '';
      let end = start;
      while (end < tokens.length && joined.length < compact.length) joined += tokens[end++].toUpperCase();
      if (joined !== compact) continue;
      for (let more = 0; more < MAX_FURTHER_GROUPS && end + more < tokens.length; more++) {
        const group = tokens[end + more];
        if (!/^[A-Za-z0-9]{1,8}$/.test(group) || !/\d/.test(group)) break;
        joined += group;
        const repaired = repairSerial(joined, families);
        if (fitsSerialShape(repaired, families)) return repaired;
      }
    }
  }
  return null;
}

/**
 * When OCR lost the SERIAL keyword, a code that fits exactly the brand's serial format (and is not the
 * model number) is taken as the serial.
 */
function serialWithoutKeyword(text: string, families: string[], model: string | null): string | null {
  if (!families.length) return null;
  const tokens = text
    .split(/\r?\n/)
    .flatMap((line) => cleanLine(line).split(' '))
    .map((token) => token.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '').toUpperCase());
  return tokens.find((token) => token !== model && fitsSerialShape(token, families)) ?? null;
}

/**
 * Bosch group appliances print no serial keyword but an 'FD' production code ('FD 9508 12345'). Its four
 * date digits and its sequence number are all digits, so a single O or I/l among them is a misread 0
 * or 1 ('FD 95O8 I2345' → 'FD 9508 12345').
 */
function boschProductionCode(text: string): string | null {
  const match = /(?<![A-Z0-9])FD\s*[:.#]?\s*([\dOoIl]{4})(?:\s*([\dOoIl]{3,6}))?(?![\dA-Z])/i.exec(text);
  if (!match || match[1].replace(/\D/g, '').length < 3) return null;
  const asDigits = (code: string) => code.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  const sequence = match[2] && match[2].replace(/\D/g, '').length >= match[2].length - 1 ? match[2] : null;
  return `FD ${asDigits(match[1])}${sequence ? ` ${asDigits(sequence)}` : ''}`;
}
