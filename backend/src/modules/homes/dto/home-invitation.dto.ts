import { IsDefined, IsEmail, IsIn, MaxLength } from 'class-validator';
import { MEMBER_ROLES, MemberRole } from '../../../core/access/home-member.entity';

/** POST /api/homes/{id}/invitations. */
export class HomeInvitationDto {
  @MaxLength(254, { message: 'Email must be a valid email address' })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  @IsDefined({ message: 'Email is required' })
  email: string;

  @IsIn(MEMBER_ROLES, { message: "Role must be 'viewer' or 'editor'" })
  @IsDefined({ message: 'Role is required' })
  role: MemberRole;
}
