import type { PopulateResultView, TemplateSummaryView } from '@api/homes/template.view';
import type { ApiError } from '../../shared/api/api-error';
import { baseApi, CARE_DERIVED_TAGS } from '../../shared/api/base-api';
import type { Home } from '../../shared/homes/home';
import { HOME_LIST_TAG, homesListApi } from '../../shared/homes/homes-api';

export interface NewHome {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  details: string | null;
}

export type HomeTemplate = TemplateSummaryView;

/** Template-apply payload (spec §3). */
export interface PopulateRequest {
  templateId: number;
  homeId: number;
  addOns: string[];
}

export type PopulateResult = PopulateResultView;

/** Spec §9: a failed delete of the selected homes is tried once more. */
export const HOME_DELETE_RETRIES = 1;

const homeTag = (id: number) => ({ type: 'Home' as const, id });

export const homesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<Home, number>({
      query: (id) => `api/homes/${id}`,
      providesTags: (_home, _error, id) => [homeTag(id)],
    }),

    createHome: build.mutation<Home, NewHome>({
      query: (body) => ({ url: 'api/homes', method: 'POST', body }),
      invalidatesTags: (home) => (home ? [HOME_LIST_TAG] : []),
      async onQueryStarted(_home, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        // The detail page it navigates to can show the home at once.
        if (result) dispatch(homesApi.util.upsertQueryData('getHome', result.data.id, result.data));
      },
    }),

    /**
     * Deletes the given homes, one DELETE per home, all in parallel. The list loses them at once
     * and gets them back if the delete fails. Homes whose DELETE failed are tried once more; a 404 on
     * that second try means the first one went through after all.
     */
    deleteHomes: build.mutation<null, number[]>({
      async queryFn(ids, _api, _extraOptions, baseQuery) {
        let pending = ids;
        for (let attempt = 0; attempt <= HOME_DELETE_RETRIES && pending.length > 0; attempt += 1) {
          const results = await Promise.all(
            pending.map((id) => baseQuery({ url: `api/homes/${id}`, method: 'DELETE' })),
          );
          pending = pending.filter((_id, index) => {
            const { error } = results[index];
            return error !== undefined && !(attempt > 0 && error.status === 404);
          });
        }
        if (pending.length === 0) return { data: null };
        const error: ApiError = {
          status: 'CUSTOM_ERROR',
          message: `Failed to delete ${ids.length} homes`,
          data: { failedIds: pending },
        };
        return { error };
      },
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          homesListApi.util.updateQueryData('getHomes', undefined, (homes) => {
            for (let index = homes.length - 1; index >= 0; index -= 1) {
              if (ids.includes(homes[index].id)) homes.splice(index, 1);
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // Refetch either way: after a partial failure some of the homes may be gone.
      invalidatesTags: (_result, _error, ids) => [
        HOME_LIST_TAG,
        ...ids.map(homeTag),
        { type: 'Photo', id: 'LIST' },
        'Equipment',
        // The deleted homes' items leave 'Needs attention', the care plans and the notifications.
        ...CARE_DERIVED_TAGS,
      ],
    }),

    uploadHomePhoto: build.mutation<Home, { homeId: number; file: File }>({
      query: ({ homeId, file }) => {
        const body = new FormData();
        body.append('photo', file);
        return { url: `api/homes/${homeId}/photo`, method: 'POST', body };
      },
      async onQueryStarted({ homeId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const home = result.data;
        dispatch(homesApi.util.upsertQueryData('getHome', homeId, home));
        dispatch(
          homesListApi.util.updateQueryData('getHomes', undefined, (homes) =>
            homes.map((listed) => (listed.id === home.id ? home : listed)),
          ),
        );
      },
      invalidatesTags: (home) => (home ? [{ type: 'Photo', id: 'LIST' }] : []),
    }),

    getTemplates: build.query<HomeTemplate[], void>({
      query: () => 'api/templates',
      providesTags: ['Template'],
    }),

    /** Fills a new home's equipment from a template and add-ons; the equipment list refreshes afterwards. */
    populateHome: build.mutation<PopulateResult, PopulateRequest>({
      query: (body) => ({ url: `api/homes/${body.homeId}/populate`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Equipment', ...CARE_DERIVED_TAGS] : []),
    }),
  }),
});

export const {
  useGetHomeQuery,
  useCreateHomeMutation,
  useDeleteHomesMutation,
  useUploadHomePhotoMutation,
  useGetTemplatesQuery,
  usePopulateHomeMutation,
} = homesApi;
