import type { BackupView, BackupsView } from '@api/backups/backup.view';
import { baseApi } from '../../shared/api/base-api';

export type Backup = BackupView;
export type Backups = BackupsView;

const BACKUP_LIST_TAG = { type: 'Backup', id: 'LIST' } as const;

/** The System tab's backups (issue 40): GET /api/admin/backups, POST "Back up now". */
export const backupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBackups: build.query<Backups, void>({
      query: () => 'api/admin/backups',
      providesTags: [BACKUP_LIST_TAG],
      keepUnusedDataFor: 0,
    }),
    backUpNow: build.mutation<Backup, void>({
      query: () => ({ url: 'api/admin/backups', method: 'POST' }),
      invalidatesTags: [BACKUP_LIST_TAG],
    }),
  }),
});

/** A backup's download: the browser fetches it with the session cookie (admins only, names checked). */
export const backupDownloadUrl = (name: string): string => `/api/admin/backups/${encodeURIComponent(name)}`;

export const { useGetBackupsQuery, useBackUpNowMutation } = backupsApi;
