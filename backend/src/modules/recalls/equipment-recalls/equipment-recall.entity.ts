import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type EquipmentRecallStatus = 'open' | 'not_mine' | 'remedy_done';

/** A recall the matcher flagged for one equipment, and what the owner said about it. */
@Entity('equipment_recalls')
export class EquipmentRecall {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) equipmentId: number;
  @Column({ type: 'int' }) recallId: number;
  @Column({ type: 'text' }) level: 'match' | 'possible';
  @Column({ type: 'jsonb' }) reasons: string[];
  @Column({ type: 'text' }) status: EquipmentRecallStatus;
  @Column({ type: 'timestamptz' }) foundAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) resolvedAt: Date | null;
  @Column({ type: 'int', nullable: true }) resolvedBy: number | null;
  @Column({ type: 'timestamptz', nullable: true }) notifiedAt: Date | null;
}

/** The e-mail's guard: one row per equipment and recall ever mailed. */
@Entity('equipment_recall_mails')
export class EquipmentRecallMail {
  @Column({ type: 'int', primary: true }) equipmentId: number;
  @Column({ type: 'int', primary: true }) recallId: number;
  @Column({ type: 'timestamptz' }) claimedAt: Date;
}
