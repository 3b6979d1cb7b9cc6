import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One product in a recall, as the source lists it (models are free text, often empty). */
export interface RecallProduct {
  name: string | null;
  model: string | null;
  description: string | null;
  type: string | null;
}

/**
 * The local mirror of a public recall (docs/recalls.md): one row per (source, source id), upserted by
 * the sync. The matcher reads the texts; `modelTokens` (GIN-indexed) is the prefilter that finds the
 * candidate recalls for a model number without scanning the table.
 */
@Entity('recalls')
export class Recall {
  @PrimaryGeneratedColumn() id: number;
  /** 'cpsc' | 'health-canada' | 'safety-gate'. */
  @Column({ type: 'text' }) source: string;
  /** The source's own id (CPSC RecallID, Health Canada NID, Safety Gate case number). */
  @Column({ type: 'text' }) sourceId: string;
  /** The number the source shows people (CPSC RecallNumber, Safety Gate case number). */
  @Column({ type: 'text', nullable: true }) recallNumber: string | null;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) hazard: string | null;
  @Column({ type: 'text', nullable: true }) remedy: string | null;
  @Column({ type: 'text', nullable: true }) consumerContact: string | null;
  @Column({ type: 'text', nullable: true }) url: string | null;
  /** The day the recall was announced ('YYYY-MM-DD'). */
  @Column({ type: 'date', nullable: true }) recallDate: string | null;
  /** When the source last published (changed) it. */
  @Column({ type: 'timestamptz', nullable: true }) publishedAt: Date | null;
  @Column({ type: 'jsonb' }) products: RecallProduct[];
  @Column({ type: 'text', array: true }) manufacturers: string[];
  @Column({ type: 'text', array: true }) importers: string[];
  @Column({ type: 'text', array: true }) distributors: string[];
  @Column({ type: 'text', array: true }) imageCaptions: string[];
  /** Every text the matcher searches, uppercased, O→0 in digit runs, one space between words. */
  @Column({ type: 'text' }) searchText: string;
  /** Model-like tokens of the texts, normalised (no spaces, dashes, dots): the indexed prefilter. */
  @Column({ type: 'text', array: true }) modelTokens: string[];
  /** A hash of what the source said: an unchanged recall is not rewritten nor announced again. */
  @Column({ type: 'text' }) contentHash: string;
  /** The source's record as received. */
  @Column({ type: 'jsonb' }) raw: unknown;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
