import { SessionUser } from '../http/auth.guards';

/**
 * Who may read a stored file, decided from its key. Keys start with a kind and the owner's id:
 *   avatars/<userId>/…  readable by any logged-in user (shown beside chat messages)
 *   users/<userId>/…    the owner and admins only (photos, documents, attachments)
 * Later modules with shared files (chat rooms) extend this list.
 */
export function canReadFile(user: SessionUser, key: string): boolean {
  const [kind, owner] = key.split('/');
  if (kind === 'avatars') return true;
  if (kind === 'users') return user.isAdmin || owner === String(user.id);
  return user.isAdmin;
}
