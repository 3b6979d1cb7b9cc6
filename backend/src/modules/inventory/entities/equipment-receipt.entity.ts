import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A receipt of a piece of equipment: a PDF (as sent, with a JPEG of its first page) or a photo (re-encoded),
 * stored under the equipment's files (users/<owner>/equipment/<id>/receipts/), deleted with it.
 */
@Entity('equipment_receipts')
export class EquipmentReceipt {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) equipmentId: number;
  /** The name the file had on the uploader's device. */
  @Column({ type: 'text' }) fileName: string;
  @Column({ type: 'text' }) fileUrl: string;
  /** 'application/pdf' or the stored image's type. */
  @Column({ type: 'text' }) fileType: string;
  /** A PDF's first page as a JPEG; null for photos or when it could not be drawn. */
  @Column({ type: 'text', nullable: true }) thumbnailUrl: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) uploadedAt: Date;
}
