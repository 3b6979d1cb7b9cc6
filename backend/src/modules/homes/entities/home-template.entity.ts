import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('home_templates')
export class HomeTemplate {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'boolean', default: false }) hasPool: boolean;
  @Column({ type: 'boolean', default: false }) isUpgraded: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
