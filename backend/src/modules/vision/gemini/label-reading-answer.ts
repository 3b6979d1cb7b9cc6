import { SchemaType, type ResponseSchema } from '@google/generative-ai';
import type { LabelReading } from '../label-reading';

/** The equipment types the app knows (the label parser's vocabulary); Gemini must pick one or null. */
export const LABEL_EQUIPMENT_TYPES = [
  'Gas Water Heater',
  'Electric Water Heater',
  'Tankless Water Heater',
  'Heat Pump Water Heater',
  'Furnace',
  'Air Conditioner',
  'Heat Pump',
  'Air Handler',
  'Boiler',
  'Refrigerator',
  'Freezer',
  'Dishwasher',
  'Washer',
  'Dryer',
  'Range',
  'Oven',
  'Cooktop',
  'Microwave',
  'Garbage Disposal',
  'Water Softener',
  'Pool Pump',
  'Pool Heater',
  'Pool Filter',
  'Salt Chlorinator',
  'Generator',
  'Sump Pump',
  'Thermostat',
] as const;

const nullableString = (description: string): ResponseSchema => ({
  type: SchemaType.STRING,
  nullable: true,
  description,
});

/** What Gemini is asked to return for a label photo (structured output). */
export const LABEL_ANSWER_SCHEMA: ResponseSchema = {
  type: SchemaType.OBJECT,
  properties: {
    brand: nullableString('Manufacturer brand as printed, e.g. "Rheem", "A.O. Smith"; null if not visible'),
    modelNumber: nullableString('Model number exactly as printed after MODEL / M/N; null if not visible'),
    serialNumber: nullableString('Serial number exactly as printed after SERIAL / S/N; null if not visible'),
    equipmentType: {
      type: SchemaType.STRING,
      format: 'enum',
      enum: [...LABEL_EQUIPMENT_TYPES],
      nullable: true,
      description: 'The kind of equipment the label belongs to',
    },
    suggestedName: nullableString('Brand followed by the equipment type, e.g. "Rheem Gas Water Heater"'),
    manufactureDate: {
      type: SchemaType.OBJECT,
      nullable: true,
      description: 'Only a manufacture date printed on the label (MFG DATE); null otherwise, never decoded',
      properties: {
        year: { type: SchemaType.INTEGER },
        month: { type: SchemaType.INTEGER, nullable: true },
      },
      required: ['year'],
    },
  },
  required: ['brand', 'modelNumber', 'serialNumber', 'equipmentType', 'suggestedName', 'manufactureDate'],
};

export const LABEL_PROMPT = [
  'This is a photo of the rating plate (data label) of a piece of home equipment or an appliance.',
  'Read the brand, the model number and the serial number exactly as printed (keep letters, digits and dashes;',
  'do not guess characters you cannot read), choose the equipment type, and give the manufacture date only if',
  'one is printed on the label. Use null for anything that is not legible. Answer with JSON only.',
].join(' ');

const NOT_GIVEN = /^(n\/?a|none|null|unknown|not (visible|legible|available)|-+|\?+)$/i;

/**
 * Checks Gemini's answer to the label prompt. A JSON value of the wrong shape (not an object, or a
 * field of the wrong JSON type) means the model ignored the schema: the whole answer is refused (null).
 * Fields of the right type but implausible content (too long, odd characters, a future date) are
 * dropped one by one and become null.
 */
export function parseLabelAnswer(answer: unknown, now: Date = new Date()): LabelReading | null {
  if (!isRecord(answer)) return null;
  const textFields = ['brand', 'modelNumber', 'serialNumber', 'equipmentType', 'suggestedName'] as const;
  if (textFields.some((field) => !isOptional(answer[field], 'string'))) return null;
  if (!isOptional(answer.manufactureDate, 'object')) return null;

  const brand = cleanBrand(answer.brand as string | null | undefined);
  const equipmentType = cleanEquipmentType(answer.equipmentType as string | null | undefined);
  const suggestedName =
    cleanName(answer.suggestedName as string | null | undefined) ??
    (brand && equipmentType ? `${brand} ${equipmentType}` : null);
  return {
    brand,
    modelNumber: cleanCode(answer.modelNumber as string | null | undefined),
    serialNumber: cleanCode(answer.serialNumber as string | null | undefined),
    equipmentType,
    suggestedName,
    printedManufactureDate: cleanDate(answer.manufactureDate, now),
    dateClues: { latestYearPrinted: null, refrigerant: null },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptional(value: unknown, type: 'string' | 'object'): boolean {
  if (value === undefined || value === null) return true;
  return type === 'object' ? isRecord(value) : typeof value === type;
}

function given(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text && !NOT_GIVEN.test(text) ? text : null;
}

/** Letters (any script's Latin accents), digits, spaces and . & ' - + /, 1-40 characters, at least one letter. */
function cleanBrand(value: string | null | undefined): string | null {
  const text = given(value);
  if (!text || text.length > 40 || !/^[\p{L}\d .&'+/-]+$/u.test(text) || !/\p{L}/u.test(text)) return null;
  return text;
}

/** Model and serial numbers: 3-40 of A-Z, 0-9 and - / . and single spaces, at least one digit; upper-cased. */
function cleanCode(value: string | null | undefined): string | null {
  const text = given(value)?.toUpperCase();
  if (!text || text.length < 3 || text.length > 40 || !/^[A-Z0-9\-/. ]+$/.test(text) || !/\d/.test(text)) return null;
  return text;
}

function cleanEquipmentType(value: string | null | undefined): string | null {
  const text = given(value)?.toLowerCase();
  return LABEL_EQUIPMENT_TYPES.find((type) => type.toLowerCase() === text) ?? null;
}

function cleanName(value: string | null | undefined): string | null {
  const text = given(value);
  if (!text || text.length > 80 || !/^[\p{L}\d .,&'()+/-]+$/u.test(text) || !/\p{L}/u.test(text)) return null;
  return text;
}

/** A printed date: a year from 1950 to now, a month 1-12 or null, not in the future. */
function cleanDate(value: unknown, now: Date): LabelReading['printedManufactureDate'] {
  if (!isRecord(value)) return null;
  const { year, month } = value;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1950 || year > now.getUTCFullYear()) return null;
  if (month === null || month === undefined) return { year, month: null };
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return null;
  if (year === now.getUTCFullYear() && month > now.getUTCMonth() + 1) return null;
  return { year, month };
}
