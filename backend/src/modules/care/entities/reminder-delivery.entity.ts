import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The reminder ledger: one row per (item, threshold, channel), unique in the database. Inserting the
 * row is what decides that a reminder goes out (see docs/care.md, "exactly once").
 */
@Entity('reminder_deliveries')
export class ReminderDelivery {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'text' }) itemKey: string;
  @Column({ type: 'text' }) threshold: string;
  @Column({ type: 'text' }) channel: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ type: 'timestamptz', nullable: true }) attemptAt: Date | null;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
