import Avatar from '@mui/material/Avatar';
import type { User } from '../session/user';

interface UserAvatarProps {
  user: Pick<User, 'username' | 'avatarUrl'>;
  size?: number;
}

/** The user's picture, or else the first letter of the username in upper case. */
export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  return (
    <Avatar
      src={user.avatarUrl ?? undefined}
      alt={user.username}
      sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: 'primary.main' }}
    >
      {user.username.charAt(0).toUpperCase()}
    </Avatar>
  );
}
