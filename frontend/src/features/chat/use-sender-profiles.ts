import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import type { User } from '../../shared/session/user';
import { useToast } from '../../shared/toast/use-toast';
import { PROFILES_FRESH_SECONDS, useGetProfilesQuery } from './api';
import type { ChatMessage, ChatProfile } from './chat-message';

/**
 * How long the chat stays 'Rate Limited' after a profile lookup answered 429: the server counts profile
 * lookups per user in 10-second windows and its 429 carries no Retry-After, so the panel waits 10 s (a
 * whole window), then looks the profiles up again; another 429 starts another wait.
 */
export const RATE_LIMIT_COOLDOWN_MS = 10_000;

/** The sender ids of `messages`, sorted and comma-joined (one cache entry per set of senders). */
function senderIdsKey(messages: ChatMessage[]): string {
  const ids = new Set<number>();
  for (const message of messages) if (message.senderId !== null) ids.add(message.senderId);
  return [...ids].sort((a, b) => a - b).join(',');
}

/**
 * The profiles of the senders in `messages` (the signed-in user's own from the session), and whether
 * the profile lookup is rate limited, which also pauses sending (spec §4).
 */
export function useSenderProfiles(messages: ChatMessage[], user: User) {
  const userIds = senderIdsKey(messages);
  const [rateLimited, setRateLimited] = useState(false);
  const { toast } = useToast();
  const { data, error } = useGetProfilesQuery(userIds, {
    skip: userIds === '' || rateLimited,
    refetchOnMountOrArgChange: PROFILES_FRESH_SECONDS,
  });

  // An error is handled once: while the lookups pause (skip), the query hides its cached error, and when they
  // resume it shows that same error again until the new lookup answers; taking it for a fresh 429 would
  // start a second pause (and flash the badge off and on) although the server may already answer.
  const handledError = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || error === handledError.current) return;
    handledError.current = error;
    if (isApiError(error) && error.status === 429) {
      setRateLimited(true);
      toast({ title: 'Rate limit exceeded. Please wait a moment.', variant: 'destructive' });
    } else {
      toast({
        title: 'Error loading profiles',
        description: 'Some user information may not display correctly.',
        variant: 'destructive',
      });
    }
  }, [error, toast]);

  useEffect(() => {
    if (!rateLimited) return;
    const timer = setTimeout(() => setRateLimited(false), RATE_LIMIT_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [rateLimited]);

  // Every profile seen in this panel: names stay while a new set of senders loads or lookups pause.
  const [seen, setSeen] = useState<ReadonlyMap<number, ChatProfile>>(() => new Map());
  useEffect(() => {
    if (!data?.length) return;
    setSeen((current) => {
      const next = new Map(current);
      for (const profile of data) next.set(profile.id, profile);
      return next;
    });
  }, [data]);

  const profiles = useMemo(() => {
    const byId = new Map(seen);
    byId.set(user.id, { id: user.id, username: user.username, avatarUrl: user.avatarUrl });
    return byId;
  }, [seen, user]);

  return { profiles, rateLimited };
}
