/**
 * The sharing and hand-over API's shapes (issue 15): the backend's views, imported as types
 * (`@api/*` is backend/src/modules/*). Dates arrive as ISO text.
 */
import type { HomeMemberView } from '@api/homes/home-member.view';

export type {
  HomeInvitationView as HomeInvitation,
  HomeTransferView as HomeTransfer,
  InvitationAcceptedView as InvitationAccepted,
  InvitationPreviewView as InvitationPreview,
  PendingTransferView as PendingTransfer,
  TransferAcceptedView as TransferAccepted,
  TransferPreviewView as TransferPreview,
} from '@api/homes/home-sharing.view';

/** One person with access to a home (owner first). */
export type HomeMember = HomeMemberView;

/** A member's name as the dialogs show it: the display name, else the username. */
export function memberName(member: Pick<HomeMember, 'displayName' | 'username'>): string {
  return member.displayName?.trim() || member.username;
}

/** 'Viewer' / 'Editor' / 'Owner'. */
export function roleLabel(role: HomeMember['role']): string {
  return role === 'owner' ? 'Owner' : role === 'editor' ? 'Editor' : 'Viewer';
}

/** "Dana's " before a home's name, or nothing when the name is not known. */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `${trimmed}'s ` : '';
}
