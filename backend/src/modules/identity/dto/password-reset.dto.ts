import { IsNotCommonPassword } from '../common-passwords';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class PasswordResetRequestDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;
}

export class PasswordResetConfirmDto {
  @MaxLength(200, { message: 'Reset token is invalid' })
  @IsNotEmpty({ message: 'Reset token is required' })
  @IsString({ message: 'Reset token is required' })
  token: string;

  @IsNotCommonPassword()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters long.' })
  @IsString({ message: 'Password must be at least 6 characters long.' })
  newPassword: string;
}
