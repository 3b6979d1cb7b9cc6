import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** Trimmed, without NUL characters (Postgres text cannot hold them). */
const clean = (text: string) => text.replaceAll('\0', '').trim();
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value) : value);
/** Optional text: cleaned, and blank means "not given". */
const trimOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? clean(value) || null : (value ?? null);
const given = (_: object, value: unknown) => value !== null && value !== undefined;

/**
 * POST /api/homes (spec §5 "Home"). class-validator runs a property's decorators bottom-up and stops
 * at the first failure, so the "required" check sits last to give the spec's message.
 */
export class CreateHomeDto {
  @Transform(trim)
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name: string;

  @Transform(trim)
  @MaxLength(200, { message: 'Address must be at most 200 characters' })
  @IsNotEmpty({ message: 'Address is required' })
  @IsString({ message: 'Address is required' })
  address: string;

  @Transform(trim)
  @MaxLength(100, { message: 'City must be at most 100 characters' })
  @IsNotEmpty({ message: 'City is required' })
  @IsString({ message: 'City is required' })
  city: string;

  @Transform(trim)
  @MaxLength(100, { message: 'State must be at most 100 characters' })
  @IsNotEmpty({ message: 'State is required' })
  @IsString({ message: 'State is required' })
  state: string;

  @Transform(trim)
  @MaxLength(20, { message: 'Zip Code must be at most 20 characters' })
  @IsNotEmpty({ message: 'Zip Code is required' })
  @IsString({ message: 'Zip Code is required' })
  zipCode: string;

  @Transform(trimOrNull)
  @MaxLength(5000, { message: 'Details must be at most 5000 characters' })
  @IsString({ message: 'Details must be text' })
  @ValidateIf(given)
  details?: string | null;

  @Transform(trimOrNull)
  @MaxLength(50, { message: 'Type must be at most 50 characters' })
  @IsString({ message: 'Type must be text' })
  @ValidateIf(given)
  type?: string | null;

  /** Only one of our own file URLs (the service checks the owner); files are never external. */
  @Transform(trimOrNull)
  @Matches(/^\/api\/files\/users\/\d+\/[a-zA-Z0-9/_.-]+$/, { message: 'Invalid photo URL' })
  @MaxLength(500, { message: 'Invalid photo URL' })
  @IsString({ message: 'Invalid photo URL' })
  @ValidateIf(given)
  photoUrl?: string | null;
}
