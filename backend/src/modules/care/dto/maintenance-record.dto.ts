import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { isIsoDate } from '../../warranties/warranty-status';

const clean = (text: string) => text.replaceAll('\0', '').trim();
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) : value);
const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) || null : value);
/** 'YYYY-MM-DD', or the date part of an ISO timestamp. */
const dateText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(text) ? text.slice(0, 10) : text;
};
/** A cost may arrive as "120.50" as well as 120.5; blank is none. */
const money = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^\d{1,10}(\.\d{1,2})?$/.test(text) ? Number(text) : value;
};
const given = (_: object, value: unknown) => value !== null && value !== undefined;
const present = (_: object, value: unknown) => value !== undefined;

const IsIsoDate = (message: string) =>
  ValidateBy({ name: 'isIsoDate', validator: { validate: (value) => isIsoDate(value) } }, { message });

export const DATE_REQUIRED = 'Date is required';
export const DATE_INVALID = 'Date must be a valid date';
export const TYPE_REQUIRED = 'Type is required';
export const NEXT_DATE_INVALID = 'Next scheduled date must be a valid date';
export const COST_INVALID = 'Cost must be a number from 0 to 99,999,999.99 with at most 2 decimals';

class MaintenanceFieldsDto {
  @Transform(trimOrNull)
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  @IsString({ message: 'Description must be text' })
  @ValidateIf(given)
  description?: string | null;

  @Transform(money)
  @Max(99_999_999.99, { message: COST_INVALID })
  @Min(0, { message: COST_INVALID })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: COST_INVALID })
  @ValidateIf(given)
  cost?: number | null;

  @Transform(trimOrNull)
  @MaxLength(200, { message: 'Service provider must be at most 200 characters' })
  @IsString({ message: 'Service provider must be text' })
  @ValidateIf(given)
  serviceProvider?: string | null;

  @Transform(dateText)
  @IsIsoDate(NEXT_DATE_INVALID)
  @ValidateIf(given)
  nextScheduledDate?: string | null;
}

/** POST /api/equipment/{id}/maintenance (spec §3 maintenance_records). */
export class CreateMaintenanceRecordDto extends MaintenanceFieldsDto {
  @Transform(dateText)
  @IsIsoDate(DATE_INVALID)
  @IsDefined({ message: DATE_REQUIRED })
  date: string;

  @Transform(trim)
  @MaxLength(100, { message: 'Type must be at most 100 characters' })
  @IsNotEmpty({ message: TYPE_REQUIRED })
  @IsString({ message: TYPE_REQUIRED })
  @IsDefined({ message: TYPE_REQUIRED })
  type: string;
}

/** PATCH /api/maintenance/{id}: each field optional; absent fields stay as they are. */
export class UpdateMaintenanceRecordDto extends MaintenanceFieldsDto {
  @Transform(dateText)
  @IsIsoDate(DATE_INVALID)
  @ValidateIf(present)
  date?: string;

  @Transform(trim)
  @MaxLength(100, { message: 'Type must be at most 100 characters' })
  @IsNotEmpty({ message: TYPE_REQUIRED })
  @IsString({ message: TYPE_REQUIRED })
  @ValidateIf(present)
  type?: string;
}

/** DELETE /api/maintenance/{id}/attachments */
export class RemoveAttachmentDto {
  @IsString({ message: 'Attachment is required' })
  @IsDefined({ message: 'Attachment is required' })
  url: string;
}
