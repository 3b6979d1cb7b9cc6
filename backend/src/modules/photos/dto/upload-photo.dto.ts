import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

/**
 * The text fields of POST /api/photos (multipart, so everything arrives as text). The library takes
 * 'additional' photos only; equipment photos are uploaded through the equipment routes.
 */
export class UploadPhotoDto {
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsIn(['additional'], { message: 'Photo type must be additional' })
  @IsOptional()
  type?: 'additional';

  /** One of the user's homes; parsed by the service, so anything else answers 404 'Home not found'. */
  @IsOptional()
  homeId?: unknown;
}
