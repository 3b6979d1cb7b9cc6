import { IsDefined, IsIn } from 'class-validator';
import { MEMBER_ROLES, MemberRole } from '../../../core/access/home-member.entity';

/** PATCH /api/homes/{id}/members/{userId}. */
export class MemberRoleDto {
  @IsIn(MEMBER_ROLES, { message: "Role must be 'viewer' or 'editor'" })
  @IsDefined({ message: 'Role is required' })
  role: MemberRole;
}
