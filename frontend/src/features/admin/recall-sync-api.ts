import type { RecallSourceSyncView, RecallSyncView } from '@api/recalls/admin/recall-sync.view';
import { baseApi } from '../../shared/api/base-api';

export type RecallSync = RecallSyncView;
export type RecallSourceSync = RecallSourceSyncView;

/** GET /api/admin/recalls/sync (the recall feeds' last sync per source) and POST it ("Sync now"). */
export const recallSyncApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecallSync: build.query<RecallSync, void>({
      query: () => 'api/admin/recalls/sync',
      keepUnusedDataFor: 0,
    }),
    syncRecallsNow: build.mutation<RecallSync, void>({
      query: () => ({ url: 'api/admin/recalls/sync', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(recallSyncApi.util.upsertQueryData('getRecallSync', undefined, data));
      },
    }),
  }),
});

export const { useGetRecallSyncQuery, useSyncRecallsNowMutation } = recallSyncApi;
