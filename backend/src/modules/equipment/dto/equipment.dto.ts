import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';

/** Trimmed, without NUL characters (Postgres text cannot hold them). */
const clean = (text: string) => text.replaceAll('\0', '').trim();
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) : value);
/** Optional text: cleaned, blank means "none" (null); absent stays absent (a PATCH leaves it alone). */
const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) || null : value);
/** An id may arrive as "12" as well as 12. */
const idNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
/** A year may arrive as 2020 as well as "2020". */
const yearText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : trimOrNull({ value });
/** Manual links: each cleaned, blank entries dropped. */
const cleanList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? clean(item) : item)).filter((item) => item !== '')
    : value;
const given = (_: object, value: unknown) => value !== null && value !== undefined;
const present = (_: object, value: unknown) => value !== undefined;

export const INSTALLATION_YEAR_MESSAGE = 'Installation year must be a four-digit year from 1900 to next year';
export const MANUAL_URLS_MESSAGE = 'Manual links must be web addresses';
export const MAX_MANUAL_URLS = 20;
export const MAINTENANCE_INTERVAL_MESSAGE = 'Maintenance interval must be a whole number of months from 1 to 120';

/** A four-digit year from 1900 to next year (the form's "Est. Installation Year"). */
export function isInstallationYear(value: unknown, now = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= 1900 && year <= now.getUTCFullYear() + 1;
}

function IsInstallationYear(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isInstallationYear', validator: { validate: (value) => isInstallationYear(value) } },
    options,
  );
}

export const ROOM_MAX_LENGTH = 80;
export const PURCHASED_FROM_MAX_LENGTH = 120;
/** The largest price a unit may have, in cents (10,000,000.00 of the currency). */
export const MAX_MONEY_CENTS = 1_000_000_000;
export const MAX_QUANTITY = 100_000;
export const PURCHASE_DATE_MESSAGE = 'Purchase date must be a date (YYYY-MM-DD), not in the future';
export const PURCHASE_PRICE_MESSAGE = 'Purchase price must be a whole number of cents from 0 to 1000000000';
export const REPLACEMENT_COST_MESSAGE = 'Replacement cost must be a whole number of cents from 0 to 1000000000';
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;

/**
 * A real calendar day 'YYYY-MM-DD' that is not after today. "Today" is the latest day anywhere on Earth
 * (UTC+14), so a purchase made today in any time zone is accepted.
 */
export function isPurchaseDate(value: unknown, now = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return false;
  if (value < '1900-01-01') return false;
  const latestToday = new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  return value <= latestToday;
}

function IsPurchaseDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isPurchaseDate', validator: { validate: (value) => isPurchaseDate(value) } }, options);
}

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/**
 * What a label analysis proposed, sent with the create/update that follows it so the corrections the
 * user made can be kept (analysis_feedback). Never shown back; bad shapes are refused like any field.
 */
export class LabelReadingFeedbackDto {
  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Label reading fields must be at most 100 characters' })
  @IsString({ message: 'Label reading fields must be text' })
  @ValidateIf(given)
  brand?: string | null;

  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Label reading fields must be at most 100 characters' })
  @IsString({ message: 'Label reading fields must be text' })
  @ValidateIf(given)
  modelNumber?: string | null;

  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Label reading fields must be at most 100 characters' })
  @IsString({ message: 'Label reading fields must be text' })
  @ValidateIf(given)
  serialNumber?: string | null;

  @Transform(yearText)
  @IsInstallationYear({ message: INSTALLATION_YEAR_MESSAGE })
  @ValidateIf(given)
  installationYear?: string | null;

  /** The candidate years the analysis offered (a repeating serial code). */
  @IsInt({ each: true, message: 'Label reading years must be whole numbers' })
  @ArrayMaxSize(10, { message: 'At most 10 label reading years' })
  @IsArray({ message: 'Label reading years must be a list' })
  @ValidateIf(given)
  alternatives?: number[] | null;
}

/** The optional fields shared by create and update (spec §3 "Equipment form"). */
class EquipmentFieldsDto {
  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Brand must be at most 100 characters' })
  @IsString({ message: 'Brand must be text' })
  @ValidateIf(given)
  brand?: string | null;

  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Model number must be at most 100 characters' })
  @IsString({ message: 'Model number must be text' })
  @ValidateIf(given)
  modelNumber?: string | null;

  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Serial number must be at most 100 characters' })
  @IsString({ message: 'Serial number must be text' })
  @ValidateIf(given)
  serialNumber?: string | null;

  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Type must be at most 100 characters' })
  @IsString({ message: 'Type must be text' })
  @ValidateIf(given)
  type?: string | null;

  /** '' (none) or a year like "2020". */
  @Transform(yearText)
  @IsInstallationYear({ message: INSTALLATION_YEAR_MESSAGE })
  @ValidateIf(given)
  installationDate?: string | null;

  @Transform(trimOrNull)
  @MaxLength(5000, { message: 'Notes must be at most 5000 characters' })
  @IsString({ message: 'Notes must be text' })
  @ValidateIf(given)
  notes?: string | null;

  /** http(s) links; null means none. */
  @Transform(cleanList)
  @IsUrl(URL_OPTIONS, { each: true, message: MANUAL_URLS_MESSAGE })
  @MaxLength(2000, { each: true, message: 'Manual links must be at most 2000 characters' })
  @IsString({ each: true, message: MANUAL_URLS_MESSAGE })
  @ArrayMaxSize(MAX_MANUAL_URLS, { message: `At most ${MAX_MANUAL_URLS} manual links` })
  @IsArray({ message: MANUAL_URLS_MESSAGE })
  @ValidateIf(given)
  manualUrls?: string[] | null;

  /** Where in the home it is (free text; the form suggests the home's rooms). */
  @Transform(trimOrNull)
  @MaxLength(ROOM_MAX_LENGTH, { message: `Room must be at most ${ROOM_MAX_LENGTH} characters` })
  @IsString({ message: 'Room must be text' })
  @ValidateIf(given)
  room?: string | null;

  /** 'YYYY-MM-DD', not in the future; null or '' means none. */
  @Transform(trimOrNull)
  @IsPurchaseDate({ message: PURCHASE_DATE_MESSAGE })
  @ValidateIf(given)
  purchaseDate?: string | null;

  /** Per unit, in cents of the instance currency. */
  @Max(MAX_MONEY_CENTS, { message: PURCHASE_PRICE_MESSAGE })
  @Min(0, { message: PURCHASE_PRICE_MESSAGE })
  @IsInt({ message: PURCHASE_PRICE_MESSAGE })
  @ValidateIf(given)
  purchasePriceCents?: number | null;

  /** Per unit, in cents of the instance currency. */
  @Max(MAX_MONEY_CENTS, { message: REPLACEMENT_COST_MESSAGE })
  @Min(0, { message: REPLACEMENT_COST_MESSAGE })
  @IsInt({ message: REPLACEMENT_COST_MESSAGE })
  @ValidateIf(given)
  replacementCostCents?: number | null;

  @Transform(trimOrNull)
  @MaxLength(PURCHASED_FROM_MAX_LENGTH, {
    message: `Purchased from must be at most ${PURCHASED_FROM_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'Purchased from must be text' })
  @ValidateIf(given)
  purchasedFrom?: string | null;

  /** How many identical units (default 1); prices are per unit. */
  @Max(MAX_QUANTITY, { message: QUANTITY_MESSAGE })
  @Min(1, { message: QUANTITY_MESSAGE })
  @IsInt({ message: QUANTITY_MESSAGE })
  @ValidateIf(given)
  quantity?: number | null;

  /** The label analysis these values came from, when there was one (kept as feedback). */
  @ValidateNested({ message: 'Label reading must be an object' })
  @Type(() => LabelReadingFeedbackDto)
  @ValidateIf(given)
  labelReading?: LabelReadingFeedbackDto | null;
}

/**
 * POST /api/equipment. class-validator runs a property's decorators bottom-up and stops at the first
 * failure, so the "required" check sits last to give the spec's message.
 */
export class CreateEquipmentDto extends EquipmentFieldsDto {
  /** One of the user's homes (the service answers 404 'Home not found' otherwise). */
  @Transform(idNumber)
  @IsInt({ message: 'Home is required' })
  @IsDefined({ message: 'Home is required' })
  homeId: number;

  @Transform(trim)
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  @IsDefined({ message: 'Name is required' })
  name: string;

  @IsBoolean({ message: 'Completed must be true or false' })
  @IsOptional()
  completed?: boolean | null;
}

/** PATCH /api/equipment/{id}: every field optional; absent fields stay as they are. */
export class UpdateEquipmentDto extends EquipmentFieldsDto {
  /** Moving to another of the user's homes. */
  @Transform(idNumber)
  @IsInt({ message: 'Home is required' })
  @ValidateIf(present)
  homeId?: number;

  @Transform(trim)
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  @ValidateIf(present)
  name?: string;

  @IsBoolean({ message: 'Completed must be true or false' })
  @ValidateIf(present)
  completed?: boolean;

  /** Overrides the type's maintenance interval, in months (1 to 120); null returns to the type's. */
  @Max(120, { message: MAINTENANCE_INTERVAL_MESSAGE })
  @Min(1, { message: MAINTENANCE_INTERVAL_MESSAGE })
  @IsInt({ message: MAINTENANCE_INTERVAL_MESSAGE })
  @ValidateIf(given)
  maintenanceIntervalMonths?: number | null;
}

/** GET /api/equipment?homeId= (parsed by the service: anything but one of the user's homes is a 404). */
export class ListEquipmentQuery {
  @IsOptional()
  homeId?: unknown;
}
