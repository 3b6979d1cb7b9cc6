import type { AdminOverviewView } from '@api/admin/admin-overview.view';
import { baseApi } from '../../shared/api/base-api';

export type AdminOverview = AdminOverviewView;

/** GET /api/admin/overview: the Overview tab's counts, asked again each time the tab is opened. */
export const adminOverviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({
      query: () => 'api/admin/overview',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminOverviewQuery } = adminOverviewApi;
