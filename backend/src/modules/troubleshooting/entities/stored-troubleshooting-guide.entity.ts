import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { GuideSource, TroubleshootingGuide } from '../troubleshooting-guide.view';

/** The guide last generated for one piece of equipment (deleted with it). */
@Entity('troubleshooting_guides')
export class StoredTroubleshootingGuide {
  @PrimaryColumn({ type: 'int' }) equipmentId: number;
  @Column({ type: 'jsonb' }) guide: TroubleshootingGuide;
  @Column({ type: 'text' }) source: GuideSource;
  /** The equipment facts the guide was written for (see equipment-fingerprint.ts). */
  @Column({ type: 'text' }) fingerprint: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
