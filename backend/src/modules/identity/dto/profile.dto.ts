import { IsNotCommonPassword } from '../common-passwords';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, IsUrl, MaxLength, MinLength, ValidateIf } from 'class-validator';

export class UpdateProfileDto {
  /** Optional, but never null: an account always has an e-mail address. */
  @ValidateIf((_, value) => value !== undefined)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  email?: string;

  /** null clears the avatar. */
  @MaxLength(2000, { message: 'Invalid avatar URL' })
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'Invalid avatar URL' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  avatarUrl?: string | null;

  @MaxLength(100, { message: 'Display name must be at most 100 characters' })
  @IsString()
  @ValidateIf((_, value) => value !== undefined && value !== null)
  displayName?: string | null;
}

export class ChangePasswordDto {
  @MaxLength(200)
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @IsNotCommonPassword()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: 'New password must be at least 6 characters' })
  @IsString({ message: 'New password must be at least 6 characters' })
  newPassword: string;
}
