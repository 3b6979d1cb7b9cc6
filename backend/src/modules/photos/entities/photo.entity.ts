import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PhotoType } from '../library-photo.view';

@Entity('photos')
export class Photo {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'text' }) url: string;
  @Column({ type: 'text' }) type: PhotoType;
  @Column({ type: 'int', nullable: true }) equipmentId: number | null;
  @Column({ type: 'int', nullable: true }) homeId: number | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
