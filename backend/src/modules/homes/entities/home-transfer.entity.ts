import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type TransferStatus = 'pending' | 'accepted' | 'cancelled';

/** A hand-over of a home to a new owner (docs/sharing.md). The token is kept only as its sha256. */
@Entity('home_transfers')
export class HomeTransfer {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) homeId: number;
  /** The owner who asked for it (null once their account is deleted). */
  @Column({ type: 'int', nullable: true }) fromUserId: number | null;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) tokenHash: string;
  @Column({ type: 'text', default: 'pending' }) status: TransferStatus;
  @Column({ type: 'int', nullable: true }) acceptedBy: number | null;
  @Column({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) closedAt: Date | null;
}
