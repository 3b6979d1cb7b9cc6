import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** POST /api/export/jobs: no body (or no homeId) exports everything; a homeId exports that home. */
export class StartExportJobDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  homeId?: number | null;
}
