import { retry } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../../shared/api/api-error';
import { apiBaseQuery, baseApi, NOTIFICATION_LIST_TAG } from '../../shared/api/base-api';
import type { ChatHistoryPage, ChatProfile, SupportThread, UploadedChatFile } from './chat-message';

/** How many messages one history page holds. */
export const HISTORY_PAGE_SIZE = 50;

/** Profile cache per spec §9: kept 5 minutes after the last user; refetched when older than 30 s. */
export const PROFILES_KEPT_SECONDS = 300;
export const PROFILES_FRESH_SECONDS = 30;

/** Spec §7: profiles are retried up to twice, but never after a 429 (that would only prolong it). */
const profilesQuery = retry(apiBaseQuery, {
  retryCondition: (error, _args, { attempt }) => (error as ApiError).status !== 429 && attempt <= 2,
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt)),
});

export interface HistoryRequest {
  roomId: string;
  /** Only messages older than this id ('load older'); the newest page without it. */
  before?: number;
}

/** A support thread ('support' or 'support:<userId>'): its read state is the bell's unread replies. */
const isSupportRoom = (roomId: string) => roomId === 'support' || roomId.startsWith('support:');

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of a room's history; read into the panel's own list, so not kept in the cache. */
    getRoomMessages: build.query<ChatHistoryPage, HistoryRequest>({
      query: ({ roomId, before }) => ({
        url: `api/chat/rooms/${encodeURIComponent(roomId)}/messages`,
        params: { limit: HISTORY_PAGE_SIZE, ...(before !== undefined ? { before } : {}) },
      }),
      keepUnusedDataFor: 0,
      // The page marked its messages read: support replies leave the bell.
      async onQueryStarted({ roomId }, { dispatch, queryFulfilled }) {
        if (!isSupportRoom(roomId)) return;
        await queryFulfilled.then(
          () => dispatch(baseApi.util.invalidateTags([NOTIFICATION_LIST_TAG])),
          () => undefined,
        );
      },
    }),

    /** Senders' names and avatars; `userIds` is a sorted comma list, so equal sets share a cache entry. */
    getProfiles: build.query<ChatProfile[], string>({
      queryFn: (userIds, api, extraOptions) =>
        profilesQuery({ url: 'api/user/profiles', params: { userIds } }, api, extraOptions) as ReturnType<
          typeof apiBaseQuery
        > as never,
      keepUnusedDataFor: PROFILES_KEPT_SECONDS,
    }),

    /**
     * Marks the room's messages up to `upTo` read by the caller: for the messages that reached the open
     * room live (a history page marks its own on the server).
     */
    markRoomRead: build.mutation<void, { roomId: string; upTo: number }>({
      query: ({ roomId, upTo }) => ({
        url: `api/chat/rooms/${encodeURIComponent(roomId)}/read`,
        method: 'POST',
        body: { upTo },
      }),
      invalidatesTags: (_result, error, { roomId }) => (!error && isSupportRoom(roomId) ? [NOTIFICATION_LIST_TAG] : []),
    }),

    /** The admin's support threads, most recent first. */
    getSupportThreads: build.query<SupportThread[], void>({
      query: () => 'api/chat/threads',
      providesTags: [{ type: 'ChatThread', id: 'LIST' }],
    }),

    uploadChatFile: build.mutation<UploadedChatFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: 'api/chat/upload', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useLazyGetRoomMessagesQuery,
  useGetProfilesQuery,
  useGetSupportThreadsQuery,
  useMarkRoomReadMutation,
  useUploadChatFileMutation,
} = chatApi;
