import type { CategoryView } from '@api/homes/template.view';
import { baseApi } from '../../shared/api/base-api';

export type EquipmentCategory = CategoryView;

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
