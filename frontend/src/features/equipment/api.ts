import type { MessageView } from '@api/http/message.view';
import { serverMessage } from '../../shared/api/api-error';
import { baseApi, CARE_DERIVED_TAGS } from '../../shared/api/base-api';
import type { Equipment, EquipmentChanges, LabelAnalysis, NewEquipment, Receipt } from './equipment';
import { ANALYSIS_FAILED } from './label-analysis';
import type { TroubleshootingGuide } from './troubleshooting-guide';

/** Every home's equipment list carries this tag; the populate call of a new home invalidates 'Equipment' too. */
export const EQUIPMENT_LIST_TAG = { type: 'Equipment', id: 'LIST' } as const;
const PHOTO_LIST_TAG = { type: 'Photo', id: 'LIST' } as const;

export const equipmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One home's equipment (also filtered here, as the spec filters the list on the client). */
    getEquipment: build.query<Equipment[], number>({
      query: (homeId) => ({ url: 'api/equipment', params: { homeId } }),
      transformResponse: (list: Equipment[], _meta, homeId) => list.filter((item) => item.homeId === homeId),
      providesTags: (list) => [
        EQUIPMENT_LIST_TAG,
        ...(list ?? []).map(({ id }) => ({ type: 'Equipment' as const, id })),
      ],
    }),

    /**
     * One equipment wherever it is now (`GET /api/equipment/{id}`; 404 when it is gone or no longer readable by
     * this user). Refreshed with the lists, so an edit, a move or a deletion shows here too.
     */
    getEquipmentById: build.query<Equipment, number>({
      query: (id) => `api/equipment/${id}`,
      providesTags: (_result, _error, id) => [EQUIPMENT_LIST_TAG, { type: 'Equipment', id }],
    }),

    /** Adds the new equipment to its home's list without refetching; the add flow refreshes it at the end. */
    createEquipment: build.mutation<Equipment, NewEquipment>({
      query: (body) => ({ url: 'api/equipment', method: 'POST', body }),
      async onQueryStarted({ homeId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(equipmentApi.util.updateQueryData('getEquipment', homeId, (list) => [...list, result.data]));
      },
      invalidatesTags: (result) => (result ? [...CARE_DERIVED_TAGS] : []),
    }),

    updateEquipment: build.mutation<Equipment, { id: number; changes: EquipmentChanges }>({
      query: ({ id, changes }) => ({ url: `api/equipment/${id}`, method: 'PATCH', body: changes }),
      // Also what the care feature derives (a 'Take Photo' that completes an equipment changes its plan).
      invalidatesTags: (result) => (result ? [EQUIPMENT_LIST_TAG, ...CARE_DERIVED_TAGS] : []),
    }),

    deleteEquipment: build.mutation<MessageView, number>({
      query: (id) => ({ url: `api/equipment/${id}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, id) =>
        result ? [EQUIPMENT_LIST_TAG, PHOTO_LIST_TAG, { type: 'Warranty', id }, ...CARE_DERIVED_TAGS] : [],
    }),

    /** Adds a photo (the first one becomes the main photo); the cached list takes the returned equipment. */
    uploadEquipmentPhoto: build.mutation<Equipment, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('photo', file);
        return { url: `api/equipment/${id}/photos`, method: 'POST', body };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const updated = result.data;
        dispatch(
          equipmentApi.util.updateQueryData('getEquipment', updated.homeId, (list) =>
            list.map((item) => (item.id === updated.id ? updated : item)),
          ),
        );
      },
      // The attention list asks for photos of an incomplete equipment.
      invalidatesTags: (result) => (result ? [PHOTO_LIST_TAG, ...CARE_DERIVED_TAGS] : []),
    }),

    /** An equipment's receipts (PDFs or photos), oldest first. */
    getReceipts: build.query<Receipt[], number>({
      query: (equipmentId) => `api/equipment/${equipmentId}/receipts`,
      providesTags: (_result, _error, equipmentId) => [{ type: 'Receipt', id: equipmentId }],
    }),

    /** Adds a receipt (multipart `file`, a PDF or an image up to 10 MB; the server judges it by content). */
    uploadReceipt: build.mutation<Receipt, { equipmentId: number; file: File }>({
      query: ({ equipmentId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `api/equipment/${equipmentId}/receipts`, method: 'POST', body };
      },
      invalidatesTags: (result, _error, { equipmentId }) => (result ? [{ type: 'Receipt', id: equipmentId }] : []),
    }),

    deleteReceipt: build.mutation<MessageView, { equipmentId: number; receiptId: number }>({
      query: ({ equipmentId, receiptId }) => ({
        url: `api/equipment/${equipmentId}/receipts/${receiptId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (result, _error, { equipmentId }) => (result ? [{ type: 'Receipt', id: equipmentId }] : []),
    }),

    /** Reads a label photo (spec §7); a failure carries the body's message, or 'Failed to analyze image'. */
    analyzeLabel: build.mutation<LabelAnalysis, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: 'api/equipment/analyze', method: 'POST', body };
      },
      transformErrorResponse: (error) => ({ ...error, message: serverMessage(error, ANALYSIS_FAILED) }),
    }),

    /** Writes (or, with `regenerate`, rewrites) the equipment's troubleshooting guide. */
    generateTroubleshootingGuide: build.mutation<TroubleshootingGuide, { id: number; regenerate?: boolean }>({
      query: ({ id, regenerate = false }) => ({
        url: `api/equipment/${id}/troubleshoot`,
        method: 'POST',
        params: regenerate ? { regenerate: 'true' } : undefined,
      }),
    }),
  }),
});

export const {
  useGetEquipmentQuery,
  useGetEquipmentByIdQuery,
  useCreateEquipmentMutation,
  useUpdateEquipmentMutation,
  useDeleteEquipmentMutation,
  useUploadEquipmentPhotoMutation,
  useAnalyzeLabelMutation,
  useGenerateTroubleshootingGuideMutation,
  useGetReceiptsQuery,
  useUploadReceiptMutation,
  useDeleteReceiptMutation,
} = equipmentApi;
