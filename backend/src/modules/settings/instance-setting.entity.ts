import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One setting of this instance, set by an administrator (table instance_settings): a row per key that has a
 * value; an unset setting has no row. Adding a setting is a new entry in instance-settings.ts, no schema change.
 */
@Entity('instance_settings')
export class InstanceSetting {
  @PrimaryColumn({ type: 'text' }) key: string;
  @Column({ type: 'text' }) value: string;
  /** null once that administrator's account has been deleted. */
  @Column({ type: 'int', nullable: true }) updatedBy: number | null;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
