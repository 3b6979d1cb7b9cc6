import type { HomeRole } from '../../core/access/home-role.view';

/**
 * A home as its routes answer it: its fields, then what the user is to it (`owner`, or `editor` /
 * `viewer` for a home shared with them; issue 15).
 */
export interface HomeView {
  id: number;
  /** The owner's id. */
  userId: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  type: string | null;
  photoUrl: string | null;
  details: string | null;
  /** ISO 8601. */
  createdAt: string;
  access: HomeRole;
}
