/** The signed-in person as returned by GET /api/user, login and registration. */
export interface User {
  id: number;
  username: string;
  email: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  createdAt: string;
  updatedAt: string;
  lastLogin: string | null;
}
