import type { User } from '../session/user';

interface UserAvatarProps {
  user: Pick<User, 'username' | 'avatarUrl'>;
  size?: number;
}

/**
 * The user's picture, or else the first letter of the username in upper case. Drawn like MUI's Avatar in
 * plain CSS (plain-ui-signed-in.css): the header shows it on the first paint.
 */
export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  return (
    <span className="yhb-avatar" style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {user.avatarUrl ? <img src={user.avatarUrl} alt={user.username} /> : user.username.charAt(0).toUpperCase()}
    </span>
  );
}
