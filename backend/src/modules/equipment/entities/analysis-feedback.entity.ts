import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The fields a label analysis proposes and a user may correct. */
export interface FeedbackFields {
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  /** A year like '2015'. */
  installationYear: string | null;
}

/** What a label analysis read, and what the user saved (see docs/vision.md "Learning from corrections"). */
@Entity('analysis_feedback')
export class AnalysisFeedback {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'int' }) equipmentId: number;
  @Column({ type: 'jsonb' }) reading: FeedbackFields & { alternatives?: number[] };
  @Column({ type: 'jsonb' }) saved: FeedbackFields;
  /** The fields the user changed; empty when the reading was saved as read. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) correctedFields: string[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
