import type { AdminSystemView } from '@api/admin/admin-system.view';
import { baseApi } from '../../shared/api/base-api';

export type AdminSystem = AdminSystemView;
export type SystemPart = AdminSystemView['parts'][number];

/** GET /api/admin/system: the System tab's health panel, asked again each time the tab is opened. */
export const adminSystemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSystem: build.query<AdminSystem, void>({
      query: () => 'api/admin/system',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminSystemQuery } = adminSystemApi;
