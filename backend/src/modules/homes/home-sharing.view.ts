import type { MemberRole } from '../../core/access/home-role.view';

/*
 * The sharing and hand-over API's shapes (issue 15), type-only so the frontend imports them (@api/*).
 * Dates are ISO 8601 text.
 */

/** A pending invitation as the owner's Share dialog lists it (GET / POST /api/homes/{id}/invitations). */
export interface HomeInvitationView {
  id: number;
  email: string;
  role: MemberRole;
  createdAt: string;
  expiresAt: string;
}

/** What the invited person is shown before accepting (GET /api/invitations/{token}). */
export interface InvitationPreviewView {
  homeName: string;
  /** The inviting owner's display name, else username. */
  invitedBy: string;
  role: MemberRole;
  expiresAt: string;
}

/** POST /api/invitations/{token}/accept: the home the user now shares. */
export interface InvitationAcceptedView {
  homeId: number;
  role: MemberRole;
}

/** A pending hand-over of a home to a new owner (POST /api/homes/{id}/transfer). */
export interface HomeTransferView {
  id: number;
  email: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/homes/{id}/transfer (owner only): the pending hand-over, if any. */
export interface PendingTransferView {
  pending: HomeTransferView | null;
}

/** What the new owner is shown before accepting (GET /api/transfers/{token}). */
export interface TransferPreviewView {
  homeName: string;
  /** The current owner's display name, else username. */
  fromOwner: string;
  equipmentCount: number;
  expiresAt: string;
}

/** POST /api/transfers/{token}/accept: the home the user now owns. */
export interface TransferAcceptedView {
  homeId: number;
}
