import { baseApi } from '../api/base-api';
import type { User } from './user';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The current user, or `null` when nobody is signed in (a 401 is an answer, not a failure). */
    getCurrentUser: build.query<User | null, void>({
      query: () => ({
        url: 'api/user',
        validateStatus: (response) => response.ok || response.status === 401,
      }),
      transformResponse: (body: User, meta) => (meta?.response?.status === 401 ? null : body),
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetCurrentUserQuery } = sessionApi;

/** Replaces the cached current user (after login, registration, profile changes or logout). */
export const setCurrentUser = (user: User | null) => sessionApi.util.upsertQueryData('getCurrentUser', undefined, user);
