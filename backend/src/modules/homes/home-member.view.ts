import type { HomeRole } from '../../core/access/home-role.view';

/** One person with access to a home: its owner (first) or a member. */
export interface HomeMemberView {
  userId: number;
  username: string;
  displayName: string | null;
  role: HomeRole;
  /** When the member joined (the home's creation for its owner), ISO 8601 text. */
  since: string;
}
