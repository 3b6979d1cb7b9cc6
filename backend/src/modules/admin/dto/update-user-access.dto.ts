import { Allow, IsBoolean } from 'class-validator';

export const DISABLED_INVALID = 'Disabled must be true or false';

/** Body of PATCH /api/admin/users/:id; the key is checked (type included) only when disabling an admin. */
export class UpdateUserAccessDto {
  @IsBoolean({ message: DISABLED_INVALID })
  disabled: boolean;

  @Allow()
  adminKey?: unknown;
}
