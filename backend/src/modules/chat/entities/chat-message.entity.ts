import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('chat_messages')
export class ChatMessage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) roomId: number;
  @Column({ type: 'int', nullable: true }) senderId: number | null;
  @Column({ type: 'text' }) content: string;
  @Column({ type: 'text', default: 'text' }) messageType: 'text' | 'file';
  @Column({ type: 'text', nullable: true }) fileUrl: string | null;
  @Column({ type: 'text', nullable: true }) fileName: string | null;
  @Column({ type: 'int', array: true, default: () => "'{}'" }) readBy: number[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
