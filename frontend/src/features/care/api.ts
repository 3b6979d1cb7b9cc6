import type { CalendarFeedView } from '@api/care/calendar/calendar-feed.view';
import type { MessageView } from '@api/http/message.view';
import { baseApi, CARE_DERIVED_TAGS, CARE_LIST_TAG, NOTIFICATION_LIST_TAG } from '../../shared/api/base-api';
import type {
  AttentionItem,
  EquipmentCare,
  LastServiced,
  MaintenanceInput,
  MaintenanceRecord,
  NotificationList,
  NotificationSettings,
} from './care';

/** The equipment lists show lastMaintenanceDate and the interval: refreshed after log changes. */
const EQUIPMENT_LIST = { type: 'Equipment' as const, id: 'LIST' };
const maintenanceTag = (equipmentId: number) => ({ type: 'Maintenance' as const, id: equipmentId });
const afterLogChange = (equipmentId: number) => [maintenanceTag(equipmentId), ...CARE_DERIVED_TAGS, EQUIPMENT_LIST];

export const careApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAttention: build.query<AttentionItem[], void>({
      query: () => 'api/attention',
      providesTags: [CARE_LIST_TAG],
    }),

    /** Every equipment's plan in one home. */
    getHomeCare: build.query<EquipmentCare[], number>({
      query: (homeId) => ({ url: 'api/care/equipment', params: { homeId } }),
      providesTags: [CARE_LIST_TAG],
    }),

    getMaintenance: build.query<MaintenanceRecord[], number>({
      query: (equipmentId) => `api/equipment/${equipmentId}/maintenance`,
      providesTags: (_list, _error, equipmentId) => [maintenanceTag(equipmentId)],
    }),

    addMaintenance: build.mutation<MaintenanceRecord, { equipmentId: number; input: MaintenanceInput }>({
      query: ({ equipmentId, input }) => ({
        url: `api/equipment/${equipmentId}/maintenance`,
        method: 'POST',
        body: input,
      }),
      invalidatesTags: (result, _error, { equipmentId }) => (result ? afterLogChange(equipmentId) : []),
    }),

    updateMaintenance: build.mutation<MaintenanceRecord, { id: number; equipmentId: number; input: MaintenanceInput }>({
      query: ({ id, input }) => ({ url: `api/maintenance/${id}`, method: 'PATCH', body: input }),
      invalidatesTags: (result, _error, { equipmentId }) => (result ? afterLogChange(equipmentId) : []),
    }),

    deleteMaintenance: build.mutation<MessageView, { id: number; equipmentId: number }>({
      query: ({ id }) => ({ url: `api/maintenance/${id}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, { equipmentId }) => (result ? afterLogChange(equipmentId) : []),
    }),

    addMaintenanceAttachment: build.mutation<MaintenanceRecord, { id: number; equipmentId: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `api/maintenance/${id}/attachments`, method: 'POST', body };
      },
      invalidatesTags: (result, _error, { equipmentId }) => (result ? [maintenanceTag(equipmentId)] : []),
    }),

    removeMaintenanceAttachment: build.mutation<MaintenanceRecord, { id: number; equipmentId: number; url: string }>({
      query: ({ id, url }) => ({ url: `api/maintenance/${id}/attachments`, method: 'DELETE', body: { url } }),
      invalidatesTags: (result, _error, { equipmentId }) => (result ? [maintenanceTag(equipmentId)] : []),
    }),

    /** The per-equipment override of the type's interval (null: back to the type's). */
    setMaintenanceInterval: build.mutation<unknown, { equipmentId: number; months: number | null }>({
      query: ({ equipmentId, months }) => ({
        url: `api/equipment/${equipmentId}`,
        method: 'PATCH',
        body: { maintenanceIntervalMonths: months },
      }),
      invalidatesTags: (result) => (result ? [...CARE_DERIVED_TAGS, EQUIPMENT_LIST] : []),
    }),

    /** "When was it last serviced?": a month 'YYYY-MM', or 'never' (never / don't know). */
    setLastServiced: build.mutation<EquipmentCare, { equipmentId: number; lastServiced: LastServiced }>({
      query: ({ equipmentId, lastServiced }) => ({
        url: `api/equipment/${equipmentId}/care`,
        method: 'PATCH',
        body: { lastServiced },
      }),
      invalidatesTags: (result) => (result ? [...CARE_DERIVED_TAGS] : []),
    }),

    getNotifications: build.query<NotificationList, void>({
      query: () => 'api/notifications',
      providesTags: [NOTIFICATION_LIST_TAG],
    }),

    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => ({ url: `api/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [NOTIFICATION_LIST_TAG] : []),
    }),

    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: 'api/notifications/read-all', method: 'POST' }),
      invalidatesTags: (result) => (result ? [NOTIFICATION_LIST_TAG] : []),
    }),

    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => 'api/user/notification-settings',
      providesTags: ['NotificationSettings'],
    }),

    updateNotificationSettings: build.mutation<NotificationSettings, Partial<NotificationSettings>>({
      query: (body) => ({ url: 'api/user/notification-settings', method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? ['NotificationSettings'] : []),
    }),

    createCalendarToken: build.mutation<CalendarFeedView, void>({
      query: () => ({ url: 'api/calendar/token', method: 'POST' }),
    }),

    revokeCalendarToken: build.mutation<MessageView, void>({
      query: () => ({ url: 'api/calendar/token', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetAttentionQuery,
  useGetHomeCareQuery,
  useGetMaintenanceQuery,
  useAddMaintenanceMutation,
  useUpdateMaintenanceMutation,
  useDeleteMaintenanceMutation,
  useAddMaintenanceAttachmentMutation,
  useRemoveMaintenanceAttachmentMutation,
  useSetMaintenanceIntervalMutation,
  useSetLastServicedMutation,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useCreateCalendarTokenMutation,
  useRevokeCalendarTokenMutation,
} = careApi;
