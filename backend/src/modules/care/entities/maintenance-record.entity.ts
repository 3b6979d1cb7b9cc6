import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('maintenance_records')
export class MaintenanceRecord {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) equipmentId: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'date' }) date: string;
  @Column({ type: 'text' }) type: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true }) cost: string | null;
  @Column({ type: 'text', nullable: true }) serviceProvider: string | null;
  @Column({ type: 'date', nullable: true }) nextScheduledDate: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) attachments: string[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
