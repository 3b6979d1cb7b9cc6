import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { isIsoDate } from '../warranty-status';

/** Trimmed, without NUL characters (Postgres text cannot hold them). */
const clean = (text: string) => text.replaceAll('\0', '').trim();
/** Optional text: cleaned, blank means "none" (null); absent stays absent (a PATCH leaves it alone). */
const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) || null : value);
const idNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
/** 'YYYY-MM-DD', or the date part of an ISO timestamp ('2025-01-05T00:00:00.000Z'). */
const dateText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(text) ? text.slice(0, 10) : text;
};
const given = (_: object, value: unknown) => value !== null && value !== undefined;
const present = (_: object, value: unknown) => value !== undefined;

const IsIsoDate = (message: string) =>
  ValidateBy({ name: 'isIsoDate', validator: { validate: (value) => isIsoDate(value) } }, { message });

export const START_DATE_INVALID = 'Start date must be a valid date';
export const END_DATE_INVALID = 'End date must be a valid date';

class WarrantyTextFieldsDto {
  @Transform(trimOrNull)
  @MaxLength(200, { message: 'Provider must be at most 200 characters' })
  @IsString({ message: 'Provider must be text' })
  @ValidateIf(given)
  provider?: string | null;

  @Transform(trimOrNull)
  @MaxLength(100, { message: 'Policy number must be at most 100 characters' })
  @IsString({ message: 'Policy number must be text' })
  @ValidateIf(given)
  policyNumber?: string | null;

  @Transform(trimOrNull)
  @MaxLength(5000, { message: 'Terms must be at most 5000 characters' })
  @IsString({ message: 'Terms must be text' })
  @ValidateIf(given)
  terms?: string | null;
}

/**
 * POST /api/warranties. class-validator runs a property's decorators bottom-up and stops at the first
 * failure, so the "required" check sits last.
 */
export class CreateWarrantyDto extends WarrantyTextFieldsDto {
  /** One of the user's equipment (the service answers 404 'Equipment not found' otherwise). */
  @Transform(idNumber)
  @IsInt({ message: 'Equipment is required' })
  @IsDefined({ message: 'Equipment is required' })
  equipmentId: number;

  @Transform(dateText)
  @IsIsoDate(START_DATE_INVALID)
  @IsDefined({ message: 'Start date is required' })
  startDate: string;

  @Transform(dateText)
  @IsIsoDate(END_DATE_INVALID)
  @IsDefined({ message: 'End date is required' })
  endDate: string;

  @IsBoolean({ message: 'Auto-renewal must be true or false' })
  @IsOptional()
  autoRenewal?: boolean | null;
}

/** PATCH /api/warranties/{id}: the same fields, each optional; absent fields stay as they are. */
export class UpdateWarrantyDto extends WarrantyTextFieldsDto {
  /** Accepted when it names the warranty's own equipment (the form sends it back); a warranty never moves. */
  @Transform(idNumber)
  @IsInt({ message: 'Equipment is required' })
  @ValidateIf(present)
  equipmentId?: number;

  @Transform(dateText)
  @IsIsoDate(START_DATE_INVALID)
  @ValidateIf(present)
  startDate?: string;

  @Transform(dateText)
  @IsIsoDate(END_DATE_INVALID)
  @ValidateIf(present)
  endDate?: string;

  @IsBoolean({ message: 'Auto-renewal must be true or false' })
  @ValidateIf(present)
  autoRenewal?: boolean;
}

/** GET /api/warranties?equipmentId= (parsed by the service). */
export class ListWarrantiesQuery {
  @IsOptional()
  equipmentId?: unknown;
}

/** The text fields of POST /api/warranties/new/documents (multipart). */
export class NewDocumentDto {
  @IsOptional()
  equipmentId?: unknown;
}
