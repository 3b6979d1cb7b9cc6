import type { InventoryImportView } from '@api/inventory/inventory-import.view';
import { baseApi } from '../../shared/api/base-api';
import { isApiError } from '../../shared/api/api-error';

export type { InventoryImportView };
export type ImportRow = InventoryImportView['rows'][number];

export interface ImportRequest {
  homeId: number;
  file: File;
  dryRun: boolean;
  skipErrors?: boolean;
}

/** The import's answer inside a refusal (400 IMPORT_HAS_ERRORS carries the same rows), or null. */
export function refusedImport(error: unknown): InventoryImportView | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const data = error.data as Partial<InventoryImportView> & { code?: string };
  return data?.code === 'IMPORT_HAS_ERRORS' && Array.isArray(data.rows) ? (data as InventoryImportView) : null;
}

export const inventoryImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/homes/{id}/inventory/import (multipart `file`); a dry run writes nothing. */
    importInventory: build.mutation<InventoryImportView, ImportRequest>({
      query: ({ homeId, file, dryRun, skipErrors }) => {
        const body = new FormData();
        body.append('file', file);
        const query = new URLSearchParams();
        if (dryRun) query.set('dryRun', 'true');
        if (skipErrors) query.set('skipErrors', 'true');
        const search = query.size ? `?${query}` : '';
        return { url: `api/homes/${homeId}/inventory/import${search}`, method: 'POST', body };
      },
      invalidatesTags: (result) => (result && !result.dryRun ? ['Equipment'] : []),
    }),
  }),
});

export const { useImportInventoryMutation } = inventoryImportApi;
