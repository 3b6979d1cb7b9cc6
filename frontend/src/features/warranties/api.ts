import { baseApi } from '../../shared/api/base-api';
import type { Warranty, WarrantyDocument, WarrantyInput, WarrantyReminder } from './warranty';

/** Tagged by equipment id: an equipment's delete invalidates its warranty too. */
const warrantyTag = (equipmentId: number) => ({ type: 'Warranty' as const, id: equipmentId });
/** All the user's warranties (the home page's warranty chips and filter). */
const WARRANTY_LIST = { type: 'Warranty' as const, id: 'LIST' };

export const warrantiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The equipment's warranty, or null when it has none. */
    getWarranty: build.query<Warranty | null, number>({
      query: (equipmentId) => ({ url: 'api/warranties', params: { equipmentId } }),
      transformResponse: (body: unknown) =>
        typeof body === 'object' && body !== null && 'id' in body ? (body as Warranty) : null,
      providesTags: (_warranty, _error, equipmentId) => [warrantyTag(equipmentId)],
    }),

    /** Every warranty of the user. */
    listWarranties: build.query<Warranty[], void>({
      query: () => 'api/warranties',
      providesTags: (list = []) => [WARRANTY_LIST, ...list.map((warranty) => warrantyTag(warranty.equipmentId))],
    }),

    createWarranty: build.mutation<Warranty, WarrantyInput>({
      query: (body) => ({ url: 'api/warranties', method: 'POST', body }),
      invalidatesTags: (result, _error, { equipmentId }) => (result ? [warrantyTag(equipmentId), WARRANTY_LIST] : []),
    }),

    updateWarranty: build.mutation<Warranty, { id: number; input: WarrantyInput }>({
      query: ({ id, input }) => ({ url: `api/warranties/${id}`, method: 'PATCH', body: input }),
      invalidatesTags: (result, _error, { input }) => (result ? [warrantyTag(input.equipmentId)] : []),
    }),

    /**
     * Uploads a warranty document. Without a warranty record yet it goes to 'new' with the equipment id,
     * and the server attaches it when the warranty is created.
     */
    uploadWarrantyDocument: build.mutation<
      WarrantyDocument,
      { warrantyId: number | null; equipmentId: number; file: File }
    >({
      query: ({ warrantyId, equipmentId, file }) => {
        const body = new FormData();
        body.append('file', file);
        if (warrantyId === null) body.append('equipmentId', String(equipmentId));
        return { url: `api/warranties/${warrantyId ?? 'new'}/documents`, method: 'POST', body };
      },
      invalidatesTags: (result, _error, { warrantyId, equipmentId }) =>
        result && warrantyId !== null ? [warrantyTag(equipmentId)] : [],
    }),

    /** The warranty's reminder rules (a new warranty has in-app 30 and email 30). */
    getWarrantyReminders: build.query<WarrantyReminder[], number>({
      query: (warrantyId) => `api/warranties/${warrantyId}/notifications`,
      providesTags: (_list, _error, warrantyId) => [{ type: 'WarrantyReminders', id: warrantyId }],
    }),

    setWarrantyReminders: build.mutation<WarrantyReminder[], { warrantyId: number; reminders: WarrantyReminder[] }>({
      query: ({ warrantyId, reminders }) => ({
        url: `api/warranties/${warrantyId}/notifications`,
        method: 'PUT',
        body: reminders,
      }),
      invalidatesTags: (result, _error, { warrantyId }) =>
        result ? [{ type: 'WarrantyReminders', id: warrantyId }] : [],
    }),
  }),
});

export const {
  useGetWarrantyRemindersQuery,
  useSetWarrantyRemindersMutation,
  useGetWarrantyQuery,
  useListWarrantiesQuery,
  useCreateWarrantyMutation,
  useUpdateWarrantyMutation,
  useUploadWarrantyDocumentMutation,
} = warrantiesApi;
