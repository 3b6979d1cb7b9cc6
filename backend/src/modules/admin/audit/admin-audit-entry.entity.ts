import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import type { HomeSharingAction } from '../../homes/home-sharing-events';

/** An administrator's action, or (issue 15) a sharing action of a home's owner or member. */
export type AdminAction =
  | 'user.delete'
  | 'user.disable'
  | 'user.enable'
  | 'user.password-reset'
  | 'home.delete'
  | 'home.export-pdf'
  | 'settings.update'
  | HomeSharingAction;
/** 'settings': the instance's settings (target id 0; the changed keys in details). */
export type AdminTargetType = 'user' | 'home' | 'settings';
export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * One administrator action (or refused attempt), or a sharing action (invitations, role changes,
 * members leaving or removed, hand-overs): who, what, on which record, when. `adminUserId` is the
 * actor (the acting user for sharing actions; the column keeps its first name).
 */
@Entity('admin_audit_log')
export class AdminAuditEntry {
  @PrimaryGeneratedColumn() id: number;
  /** null once that administrator's account has been deleted. */
  @Column({ type: 'int', nullable: true }) adminUserId: number | null;
  @Column({ type: 'text' }) action: AdminAction;
  @Column({ type: 'text' }) targetType: AdminTargetType;
  @Column({ type: 'int' }) targetId: number;
  /** outcome ('done' | 'refused' | 'failed'), the reason of a refusal or failure, and a few facts about the target. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) details: AuditDetails;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
