import { useGetCurrentUserQuery } from './session-api';
import type { User } from './user';

export interface CurrentUserState {
  user: User | null;
  /** True until the first answer of GET /api/user arrives. */
  isLoading: boolean;
}

/** The signed-in user; a failed lookup counts as "not signed in". */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useGetCurrentUserQuery();
  return { user: data ?? null, isLoading };
}
