import { baseApi } from '../../shared/api/base-api';

export interface EquipmentCategory {
  id: number;
  name: string;
  description: string | null;
  order: number;
}

export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The equipment categories in their stored order. */
    getCategories: build.query<EquipmentCategory[], void>({
      query: () => 'api/categories',
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoriesQuery } = templatesApi;
