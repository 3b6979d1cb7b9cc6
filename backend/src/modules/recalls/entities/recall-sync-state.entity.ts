import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The sync's state per source (one row each): what the admin System tab shows and where the next run starts. */
@Entity('recall_sync_states')
export class RecallSyncState {
  @PrimaryColumn({ type: 'text' }) source: string;
  @Column({ type: 'timestamptz', nullable: true }) lastAttemptAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) lastSuccessAt: Date | null;
  /** 'ok' | 'failed' (null: never run). */
  @Column({ type: 'text', nullable: true }) result: string | null;
  /** Error code and message of the last failure. */
  @Column({ type: 'text', nullable: true }) errorCode: string | null;
  @Column({ type: 'text', nullable: true }) errorMessage: string | null;
  /** Failures in a row (the backoff grows with them; 0 after a success). */
  @Column({ type: 'int', default: 0 }) consecutiveFailures: number;
  /** Not tried again before this (backoff after a failure, the interval after a success). */
  @Column({ type: 'timestamptz', nullable: true }) nextAttemptAt: Date | null;
  /** Where the next incremental run starts (CPSC: the LastPublishDateStart day). */
  @Column({ type: 'text', nullable: true }) cursor: string | null;
  /** Counts of the last successful run. */
  @Column({ type: 'int', default: 0 }) fetchedCount: number;
  @Column({ type: 'int', default: 0 }) insertedCount: number;
  @Column({ type: 'int', default: 0 }) updatedCount: number;
  @Column({ type: 'int', default: 0 }) durationMs: number;
}
