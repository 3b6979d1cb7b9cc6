import { SessionUser } from '../http/auth.guards';

/** Decides whether a user who is neither the owner nor an admin may read a shared file. */
export type SharedFileReaderCheck = (user: SessionUser, key: string) => Promise<boolean>;

/**
 * Checks registered per area (the third key segment, e.g. 'chat' in users/<id>/chat/…). Process-wide
 * because the policy is a plain function; each running app registers its own check at start-up and
 * removes it at shutdown (tests run several apps in one process, all on the same database).
 */
const sharedAreaChecks = new Map<string, Set<SharedFileReaderCheck>>();

/**
 * Lets a module open files of one area to more readers than their owner: the chat module registers
 * 'chat' (attachments are readable by the members of a room where a message carries them). Returns
 * the function that removes the check.
 */
export function registerSharedFileReaders(area: string, check: SharedFileReaderCheck): () => void {
  const checks = sharedAreaChecks.get(area) ?? new Set<SharedFileReaderCheck>();
  checks.add(check);
  sharedAreaChecks.set(area, checks);
  return () => checks.delete(check);
}

/**
 * Who may read a stored file, decided from its key. Keys start with a kind and the owner's id:
 *   avatars/<userId>/…       readable by any logged-in user (shown beside chat messages)
 *   users/<userId>/…         the owner and admins
 *   users/<userId>/<area>/…  also whoever a check registered for that area allows (chat attachments:
 *                            the members of a room where a message carries the file)
 * Anything else: admins only.
 */
export async function canReadFile(user: SessionUser, key: string): Promise<boolean> {
  const [kind, owner, area] = key.split('/');
  if (kind === 'avatars') return true;
  if (kind !== 'users') return user.isAdmin;
  if (user.isAdmin || owner === String(user.id)) return true;
  for (const check of sharedAreaChecks.get(area) ?? []) {
    if (await check(user, key)) return true;
  }
  return false;
}
