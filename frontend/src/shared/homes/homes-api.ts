import { baseApi } from '../api/base-api';
import type { Home } from './home';

/** The list tag: invalidate it when a home is created or deleted. */
export const HOME_LIST_TAG = { type: 'Home', id: 'LIST' } as const;

/**
 * The user's homes, newest first. Shared because several features need the list
 * (the home list, the photo library's home picker, the equipment forms' home picker).
 */
export const homesListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomes: build.query<Home[], void>({
      query: () => 'api/homes',
      providesTags: (homes) => [HOME_LIST_TAG, ...(homes ?? []).map(({ id }) => ({ type: 'Home' as const, id }))],
    }),
  }),
});

export const { useGetHomesQuery } = homesListApi;
