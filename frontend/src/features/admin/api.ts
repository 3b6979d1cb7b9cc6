import type { ApiError } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base-api';
import { INSTANCE_SETTINGS_TAG, type InstanceContacts } from '../../shared/contact/instance-contacts';
import { HOME_LIST_TAG } from '../../shared/homes/homes-api';
import type { AdminHome, AdminUserAccessView, AdminUserPage } from './admin-records';
import {
  fallbackPdfFileName,
  fileNameFromContentDisposition,
  fileOrErrorBody,
  isNonEmptyBlob,
  saveFile,
  type SavedFile,
} from '../../shared/files/file-download';

/**
 * Spec §6: deleting a user also carries this fixed header. It is not a secret and grants nothing
 * (the server checks the session's admin role and, for admin targets, the deletion key).
 */
export const SUPER_ADMIN_HEADER = { 'X-Super-Admin': 'yhb-super-admin' } as const;

const ADMIN_USER_LIST_TAG = { type: 'AdminUser', id: 'LIST' } as const;
const ADMIN_HOME_LIST_TAG = { type: 'AdminHome', id: 'LIST' } as const;

export interface DeleteUserRequest {
  id: number;
  /** The admin deletion key; required by the server when the target is an administrator. */
  adminKey?: string;
}

export interface AdminUserPageRequest {
  /** Part of a username or e-mail, any case; '' for every user. */
  q: string;
  /** From 1. */
  page: number;
  /** 1..100. */
  pageSize: number;
}

export interface UserAccessRequest {
  id: number;
  disabled: boolean;
  /** The admin deletion key; required by the server to disable an administrator. */
  adminKey?: string;
}

export interface HomeExport {
  id: number;
  /** Names the file when the server's Content-Disposition does not. */
  name: string;
}

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Users tab: searched and paged on the server. */
    getAdminUserPage: build.query<AdminUserPage, AdminUserPageRequest>({
      query: ({ q, page, pageSize }) => ({ url: 'api/admin/users', params: { q, page, pageSize } }),
      providesTags: [ADMIN_USER_LIST_TAG],
    }),

    deleteAdminUser: build.mutation<unknown, DeleteUserRequest>({
      query: ({ id, adminKey }) => ({
        url: `api/admin/users/${id}`,
        method: 'DELETE',
        headers: SUPER_ADMIN_HEADER,
        ...(adminKey ? { body: { adminKey } } : {}),
      }),
      // The user's homes (and everything in them) go too, and so does their support thread.
      invalidatesTags: (_result, error) =>
        error ? [] : [ADMIN_USER_LIST_TAG, ADMIN_HOME_LIST_TAG, { type: 'ChatThread', id: 'LIST' }],
    }),

    /** PATCH /api/admin/users/:id: disable (ends their sessions at once) or enable an account. */
    setAdminUserDisabled: build.mutation<AdminUserAccessView, UserAccessRequest>({
      query: ({ id, disabled, adminKey }) => ({
        url: `api/admin/users/${id}`,
        method: 'PATCH',
        body: adminKey ? { disabled, adminKey } : { disabled },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_USER_LIST_TAG]),
    }),

    /** Mails the user a password reset link (202). */
    sendAdminPasswordReset: build.mutation<unknown, number>({
      query: (id) => ({ url: `api/admin/users/${id}/password-reset`, method: 'POST' }),
    }),

    getAdminHomes: build.query<AdminHome[], void>({
      query: () => 'api/admin/homes',
      providesTags: [ADMIN_HOME_LIST_TAG],
    }),

    deleteAdminHome: build.mutation<unknown, number>({
      query: (id) => ({ url: `api/admin/homes/${id}`, method: 'DELETE' }),
      // The home may be one of the admin's own: their home list, photos and equipment change as well.
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [ADMIN_HOME_LIST_TAG, HOME_LIST_TAG, { type: 'Home', id }, { type: 'Photo', id: 'LIST' }, 'Equipment'],
    }),

    /**
     * Downloads the home book PDF of a home and hands it to the browser as a file; resolves to the file
     * name used. The PDF itself never enters the store (a Blob is not serializable state).
     */
    exportHomePdf: build.mutation<SavedFile, HomeExport>({
      async queryFn({ id, name }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `api/admin/homes/${id}/export-pdf`, responseHandler: fileOrErrorBody });
        if (result.error) return { error: result.error as ApiError };
        if (!isNonEmptyBlob(result.data)) {
          return { error: { status: 'CUSTOM_ERROR', message: 'The server sent an empty file', data: null } };
        }
        const disposition = result.meta?.response?.headers.get('Content-Disposition');
        const fileName = fileNameFromContentDisposition(disposition) ?? fallbackPdfFileName(name);
        saveFile(result.data, fileName);
        return { data: { fileName } };
      },
    }),

    /** PATCH /api/admin/settings: every field (null unsets); the answer is the settings as saved. */
    updateInstanceSettings: build.mutation<InstanceContacts, Partial<InstanceContacts>>({
      query: (body) => ({ url: 'api/admin/settings', method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : [INSTANCE_SETTINGS_TAG]),
    }),
  }),
});

export const {
  useUpdateInstanceSettingsMutation,
  useGetAdminUserPageQuery,
  useSetAdminUserDisabledMutation,
  useSendAdminPasswordResetMutation,
  useDeleteAdminUserMutation,
  useGetAdminHomesQuery,
  useDeleteAdminHomeMutation,
  useExportHomePdfMutation,
} = adminApi;
