import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** `?regenerate=true` (or `{"regenerate": true}` in the body): write a new guide even if one is stored. */
export class TroubleshootOptionsDto {
  @Transform(({ value }) => (typeof value === 'string' && value in BOOLEAN_TEXT ? BOOLEAN_TEXT[value] : value))
  @IsBoolean({ message: 'regenerate must be true or false' })
  @IsOptional()
  regenerate?: boolean;
}
