import { IsNotCommonPassword } from '../common-passwords';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @Transform(trim)
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;

  @IsNotCommonPassword()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @IsString({ message: 'Password must be at least 6 characters' })
  password: string;

  @IsNotEmpty({ message: 'Please answer the security question' })
  @IsString({ message: 'Please answer the security question' })
  captchaId: string;

  @ValidateIf((_, value) => value !== undefined)
  @Type(() => Number)
  @IsInt({ message: 'Please answer the security question' })
  captchaAnswer: number;

  @MaxLength(500)
  @IsString()
  @IsOptional()
  adminKey?: string;

  @IsBoolean()
  @IsOptional()
  isAdmin?: boolean;
}
