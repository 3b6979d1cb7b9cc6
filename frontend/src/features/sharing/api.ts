import type { MessageView } from '@api/http/message.view';
import { baseApi } from '../../shared/api/base-api';
import type { MemberRole } from '../../shared/homes/home';
import { HOME_LIST_TAG } from '../../shared/homes/homes-api';
import type {
  HomeInvitation,
  HomeMember,
  HomeTransfer,
  InvitationAccepted,
  InvitationPreview,
  PendingTransfer,
  TransferAccepted,
  TransferPreview,
} from './sharing';

const membersTag = (homeId: number) => ({ type: 'HomeMember' as const, id: homeId });
const invitationsTag = (homeId: number) => ({ type: 'HomeInvitation' as const, id: homeId });
const transferTag = (homeId: number) => ({ type: 'HomeTransfer' as const, id: homeId });

/** Who shares a home, its invitations and its hand-over to a new owner (issue 15). */
export const sharingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<HomeMember[], number>({
      query: (homeId) => `api/homes/${homeId}/members`,
      providesTags: (_members, _error, homeId) => [membersTag(homeId)],
    }),

    changeMemberRole: build.mutation<HomeMember, { homeId: number; userId: number; role: MemberRole }>({
      query: ({ homeId, userId, role }) => ({
        url: `api/homes/${homeId}/members/${userId}`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, _error, { homeId }) => [membersTag(homeId)],
    }),

    /** The owner removes a member, or a member leaves (their own id): the home list changes for them. */
    removeMember: build.mutation<unknown, { homeId: number; userId: number; leaving?: boolean }>({
      query: ({ homeId, userId }) => ({ url: `api/homes/${homeId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { homeId, leaving }) =>
        error ? [] : leaving ? [HOME_LIST_TAG, { type: 'Home', id: homeId }] : [membersTag(homeId)],
    }),

    getInvitations: build.query<HomeInvitation[], number>({
      query: (homeId) => `api/homes/${homeId}/invitations`,
      providesTags: (_list, _error, homeId) => [invitationsTag(homeId)],
    }),

    invite: build.mutation<HomeInvitation, { homeId: number; email: string; role: MemberRole }>({
      query: ({ homeId, email, role }) => ({
        url: `api/homes/${homeId}/invitations`,
        method: 'POST',
        body: { email, role },
      }),
      invalidatesTags: (_result, error, { homeId }) => (error ? [] : [invitationsTag(homeId)]),
    }),

    revokeInvitation: build.mutation<MessageView, { homeId: number; invitationId: number }>({
      query: ({ homeId, invitationId }) => ({
        url: `api/homes/${homeId}/invitations/${invitationId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { homeId }) => [invitationsTag(homeId)],
    }),

    getInvitationPreview: build.query<InvitationPreview, string>({
      query: (token) => `api/invitations/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),

    acceptInvitation: build.mutation<InvitationAccepted, string>({
      query: (token) => ({ url: `api/invitations/${encodeURIComponent(token)}/accept`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [HOME_LIST_TAG, { type: 'Home', id: result.homeId }] : []),
    }),

    getPendingTransfer: build.query<PendingTransfer, number>({
      query: (homeId) => `api/homes/${homeId}/transfer`,
      providesTags: (_result, _error, homeId) => [transferTag(homeId)],
    }),

    startTransfer: build.mutation<HomeTransfer, { homeId: number; email: string }>({
      query: ({ homeId, email }) => ({ url: `api/homes/${homeId}/transfer`, method: 'POST', body: { email } }),
      invalidatesTags: (_result, error, { homeId }) => (error ? [] : [transferTag(homeId)]),
    }),

    cancelTransfer: build.mutation<MessageView, number>({
      query: (homeId) => ({ url: `api/homes/${homeId}/transfer`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, homeId) => [transferTag(homeId)],
    }),

    getTransferPreview: build.query<TransferPreview, string>({
      query: (token) => `api/transfers/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),

    /** The home changes hands: every cached view of it (its access, members, equipment) is stale. */
    acceptTransfer: build.mutation<TransferAccepted, string>({
      query: (token) => ({ url: `api/transfers/${encodeURIComponent(token)}/accept`, method: 'POST' }),
      invalidatesTags: (result) =>
        result ? [HOME_LIST_TAG, { type: 'Home', id: result.homeId }, membersTag(result.homeId)] : [],
    }),
  }),
});

export const {
  useGetMembersQuery,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useGetInvitationsQuery,
  useInviteMutation,
  useRevokeInvitationMutation,
  useGetInvitationPreviewQuery,
  useAcceptInvitationMutation,
  useGetPendingTransferQuery,
  useStartTransferMutation,
  useCancelTransferMutation,
  useGetTransferPreviewQuery,
  useAcceptTransferMutation,
} = sharingApi;
