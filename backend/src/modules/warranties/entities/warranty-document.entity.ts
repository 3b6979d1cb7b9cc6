import { Column, Entity, PrimaryGeneratedColumn, CreateDateColumn } from 'typeorm';

/**
 * A document uploaded before its warranty exists is "pending": warrantyId is null and it is tied to
 * the uploader and the equipment, then attached when that equipment's warranty is created.
 */
@Entity('warranty_documents')
export class WarrantyDocument {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int', nullable: true }) warrantyId: number | null;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'int', nullable: true }) equipmentId: number | null;
  @Column({ type: 'text' }) fileName: string;
  @Column({ type: 'text' }) fileUrl: string;
  @Column({ type: 'text' }) fileType: string;
  /** A PDF's first page as a JPEG (/api/files/… URL); null for photos or when it could not be drawn. */
  @Column({ type: 'text', nullable: true }) thumbnailUrl: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) uploadedAt: Date;
}
