import { Allow } from 'class-validator';

/** Body of DELETE /api/admin/users/:id; the key is checked (type included) only when the target is an admin. */
export class DeleteUserDto {
  @Allow()
  adminKey?: unknown;
}
