import type { HomeInvitation } from './entities/home-invitation.entity';
import type { HomeTransfer } from './entities/home-transfer.entity';
import type { HomeInvitationView, HomeTransferView } from './home-sharing.view';

const iso = (date: Date | string) => new Date(date).toISOString();

export function toHomeInvitationView(invitation: HomeInvitation): HomeInvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    createdAt: iso(invitation.createdAt),
    expiresAt: iso(invitation.expiresAt),
  };
}

export function toHomeTransferView(transfer: HomeTransfer): HomeTransferView {
  return {
    id: transfer.id,
    email: transfer.email,
    createdAt: iso(transfer.createdAt),
    expiresAt: iso(transfer.expiresAt),
  };
}

export { iso as isoText };
