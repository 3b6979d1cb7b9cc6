import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('chat_participants')
export class ChatParticipant {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) roomId: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'timestamptz', nullable: true }) lastSeen: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
