import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('homes')
export class Home {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) address: string;
  @Column({ type: 'text' }) city: string;
  @Column({ type: 'text' }) state: string;
  @Column({ type: 'text' }) zipCode: string;
  @Column({ type: 'text', nullable: true }) type: string | null;
  @Column({ type: 'text', nullable: true }) photoUrl: string | null;
  @Column({ type: 'text', nullable: true }) details: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
