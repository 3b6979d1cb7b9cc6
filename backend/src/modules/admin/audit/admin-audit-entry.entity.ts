import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AdminAction = 'user.delete' | 'home.delete' | 'home.export-pdf';
export type AdminTargetType = 'user' | 'home';
export type AuditDetails = Record<string, string | number | boolean | null>;

/** One administrator action (or refused attempt): who, what, on which record, when. */
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
