import { baseApi, CARE_DERIVED_TAGS, CARE_LIST_TAG } from '../../shared/api/base-api';
import type { EquipmentRecall, RecallBadgeInfo } from './recalls';

const recallsTag = (equipmentId: number) => ({ type: 'Recall' as const, id: equipmentId });
const BADGES = { type: 'Recall' as const, id: 'BADGES' };
/** The equipment's log gets a line with each answer. */
const maintenanceTag = (equipmentId: number) => ({ type: 'Maintenance' as const, id: equipmentId });

type Answer = 'not-mine' | 'remedy-done';

export const recallsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The badges of a home's cards. The server checks equipment against the recalls when it is saved, so the
     * badges follow every equipment write: they are refreshed with the care list (CARE_LIST_TAG).
     */
    getHomeRecallBadges: build.query<RecallBadgeInfo[], number>({
      query: (homeId) => ({ url: 'api/equipment-recalls', params: { homeId } }),
      providesTags: [BADGES, CARE_LIST_TAG],
    }),

    getEquipmentRecalls: build.query<EquipmentRecall[], number>({
      query: (equipmentId) => `api/equipment/${equipmentId}/recalls`,
      providesTags: (_list, _error, equipmentId) => [recallsTag(equipmentId), CARE_LIST_TAG],
    }),

    answerRecall: build.mutation<EquipmentRecall, { equipmentId: number; recallId: number; answer: Answer }>({
      query: ({ equipmentId, recallId, answer }) => ({
        url: `api/equipment/${equipmentId}/recalls/${recallId}/${answer}`,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, { equipmentId }) =>
        result ? [recallsTag(equipmentId), BADGES, maintenanceTag(equipmentId), ...CARE_DERIVED_TAGS] : [],
    }),
  }),
});

export const { useGetHomeRecallBadgesQuery, useGetEquipmentRecallsQuery, useAnswerRecallMutation } = recallsApi;
