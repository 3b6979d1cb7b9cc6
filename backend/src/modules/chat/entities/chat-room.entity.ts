import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type ChatRoomType = 'direct' | 'group' | 'support';

/** A support thread belongs to one user (ownerUserId); an equipment room to one equipment. */
@Entity('chat_rooms')
export class ChatRoom {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: 'direct' }) type: ChatRoomType;
  @Column({ type: 'int', nullable: true }) ownerUserId: number | null;
  @Column({ type: 'int', nullable: true }) equipmentId: number | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
