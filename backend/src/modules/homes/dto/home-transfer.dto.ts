import { IsDefined, IsEmail, MaxLength } from 'class-validator';

/** POST /api/homes/{id}/transfer. */
export class HomeTransferDto {
  @MaxLength(254, { message: 'Email must be a valid email address' })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  @IsDefined({ message: 'Email is required' })
  email: string;
}
