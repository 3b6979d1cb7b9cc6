import type { MessageView } from '@api/http/message.view';
import type { CaptchaView } from '@api/identity/captcha.view';
import type { PasswordResetDoneView, ResetTokenCheckView } from '@api/identity/password-reset.view';
import { baseApi } from '../../shared/api/base-api';
import { forgetOfflineCopies } from '../../shared/offline/offline-copies';
import { setCurrentUser } from '../../shared/session/session-api';
import type { User } from '../../shared/session/user';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  captchaId: string;
  captchaAnswer: number;
  adminKey?: string;
  /** True when an admin key was given. */
  isAdmin: boolean;
}

export type Captcha = CaptchaView;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: 'api/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setCurrentUser(data));
      },
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: 'api/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setCurrentUser(data));
      },
    }),
    /** Ends the session and records that nobody is signed in (ProtectedRoute then forgets the cached answers). */
    logout: build.mutation<void, void>({
      query: () => ({ url: 'api/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const succeeded = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!succeeded) return;
        // Signed out: the protected pages unmount, and once they have, ProtectedRoute forgets every cached
        // answer (a reset here, under the still mounted pages, made them ask again: GET /api/homes,
        // /api/notifications and /api/attention each got a 401 on /auth).
        dispatch(setCurrentUser(null));
        // The next person on this device reads nothing of this book offline.
        await forgetOfflineCopies();
      },
    }),
    /** A fresh arithmetic question; each one can be answered once. */
    getCaptcha: build.query<Captcha, void>({
      query: () => 'api/auth/captcha',
      keepUnusedDataFor: 0,
    }),
    requestPasswordReset: build.mutation<MessageView, { email: string }>({
      query: (body) => ({ url: 'api/auth/password-reset/request', method: 'POST', body }),
    }),
    validateResetToken: build.query<ResetTokenCheckView, string>({
      query: (token) => ({ url: 'api/auth/password-reset/validate', params: { token } }),
      keepUnusedDataFor: 0,
    }),
    confirmPasswordReset: build.mutation<PasswordResetDoneView, { token: string; newPassword: string }>({
      query: (body) => ({ url: 'api/auth/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useGetCaptchaQuery,
  useRequestPasswordResetMutation,
  useValidateResetTokenQuery,
  useConfirmPasswordResetMutation,
} = authApi;
