import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MemberRole } from '../../../core/access/home-role.view';

export type InvitationStatus = 'pending' | 'accepted' | 'revoked';

/** An invitation to join a home with a role (docs/sharing.md). The token is kept only as its sha256. */
@Entity('home_invitations')
export class HomeInvitation {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) homeId: number;
  /** null once the inviting user's account is deleted. */
  @Column({ type: 'int', nullable: true }) invitedBy: number | null;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) role: MemberRole;
  @Column({ type: 'text' }) tokenHash: string;
  @Column({ type: 'text', default: 'pending' }) status: InvitationStatus;
  @Column({ type: 'int', nullable: true }) acceptedBy: number | null;
  @Column({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) closedAt: Date | null;
}
