import { User } from './entities/user.entity';

/** The user as clients see it (never the password hash). */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  displayName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastLogin: Date | null;
}

export function toPublicUser(user: User): PublicUser {
  const { id, username, email, displayName, avatarUrl, isAdmin, createdAt, updatedAt, lastLogin } = user;
  return { id, username, email, displayName, avatarUrl, isAdmin, createdAt, updatedAt, lastLogin };
}
