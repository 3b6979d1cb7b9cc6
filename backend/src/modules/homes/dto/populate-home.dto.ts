import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** POST /api/homes/{id}/populate: spec §3 "Template-apply payload". */
export class PopulateHomeDto {
  @Type(() => Number)
  @Max(2_147_483_647, { message: 'Template not found' })
  @Min(1, { message: 'Template not found' })
  @IsInt({ message: 'Template not found' })
  @IsDefined({ message: 'Template is required' })
  templateId: number;

  /** Optional; when given it must be the home in the URL (checked by the controller's service). */
  @IsOptional()
  homeId?: unknown;

  @MaxLength(50, { each: true, message: 'Add-on ids must be at most 50 characters' })
  @IsString({ each: true, message: 'Add-ons must be a list of add-on ids' })
  @ArrayMaxSize(20, { message: 'Too many add-ons' })
  @IsArray({ message: 'Add-ons must be a list of add-on ids' })
  @IsOptional()
  addOns?: string[];
}
