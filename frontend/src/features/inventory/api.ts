import { baseApi } from '../../shared/api/base-api';
import type { Inventory } from './inventory';

export const inventoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A home's inventory; asked again each time the screen opens (equipment changes elsewhere change it). */
    getInventory: build.query<Inventory, number>({
      query: (homeId) => `api/homes/${homeId}/inventory`,
    }),
  }),
});

export const { useGetInventoryQuery } = inventoryApi;
