import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An archive imported into an account: (userId, exportId) is unique, so an archive is imported once. */
@Entity('archive_imports')
export class ArchiveImport {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) userId: number;
  /** The manifest's exportId (a uuid the exporting server chose). */
  @Column({ type: 'text' }) exportId: string;
  /** SHA-256 of the manifest as read (identifies the exact archive). */
  @Column({ type: 'text' }) manifestSha256: string;
  @Column({ type: 'jsonb', default: () => "'{}'" }) counts: Record<string, number>;
  @CreateDateColumn({ type: 'timestamptz' }) importedAt: Date;
}
