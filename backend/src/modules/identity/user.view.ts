/** The signed-in person as GET /api/user, sign-in, registration and the profile routes answer it (never the password hash). */
export interface UserView {
  id: number;
  username: string;
  email: string;
  displayName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
  /** ISO 8601, or null before the first sign-in. */
  lastLogin: string | null;
}
