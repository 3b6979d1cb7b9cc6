import type { MessageView } from '@api/http/message.view';
import { baseApi } from '../../shared/api/base-api';
import { sessionApi } from '../../shared/session/session-api';
import type { User } from '../../shared/session/user';
import type { TrustedDevice } from './trusted-device';

export interface ProfileUpdate {
  email?: string;
  /** null clears it. */
  displayName?: string | null;
  /** null clears it. */
  avatarUrl?: string | null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Puts the user the server answered with in place of the cached current user. */
async function replaceCachedUser(
  queryFulfilled: Promise<{ data: User }>,
  dispatch: (action: ReturnType<typeof sessionApi.util.updateQueryData>) => unknown,
) {
  const result = await queryFulfilled.catch(() => null);
  if (result) dispatch(sessionApi.util.updateQueryData('getCurrentUser', undefined, () => result.data));
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadAvatar: build.mutation<User, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: 'api/user/avatar', method: 'POST', body };
      },
      onQueryStarted: (_file, { dispatch, queryFulfilled }) => replaceCachedUser(queryFulfilled, dispatch),
    }),
    updateProfile: build.mutation<User, ProfileUpdate>({
      query: (body) => ({ url: 'api/user', method: 'PATCH', body }),
      onQueryStarted: (_update, { dispatch, queryFulfilled }) => replaceCachedUser(queryFulfilled, dispatch),
    }),
    changePassword: build.mutation<MessageView, PasswordChange>({
      query: (body) => ({ url: 'api/user/password', method: 'POST', body }),
    }),
    getTrustedDevices: build.query<TrustedDevice[], void>({
      query: () => 'api/user/devices',
      providesTags: ['TrustedDevice'],
    }),
    revokeTrustedDevice: build.mutation<MessageView, number>({
      query: (id) => ({ url: `api/user/devices/${id}`, method: 'DELETE' }),
      invalidatesTags: ['TrustedDevice'],
    }),
  }),
});

export const {
  useUploadAvatarMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetTrustedDevicesQuery,
  useRevokeTrustedDeviceMutation,
} = profileApi;
