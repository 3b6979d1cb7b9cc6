import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @MaxLength(254)
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @MaxLength(200)
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
