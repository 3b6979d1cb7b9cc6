import type { User } from './entities/user.entity';
import type { UserView } from './user.view';

// A session keeps the user as JSON, so its dates may come back as strings.
const iso = (date: Date | string) => new Date(date).toISOString();

export function toUserView(user: User): UserView {
  const { id, username, email, displayName, avatarUrl, isAdmin, createdAt, updatedAt, lastLogin } = user;
  return {
    id,
    username,
    email,
    displayName,
    avatarUrl,
    isAdmin,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    lastLogin: lastLogin ? iso(lastLogin) : null,
  };
}
