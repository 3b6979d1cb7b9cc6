import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('warranties')
export class Warranty {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) equipmentId: number;
  @Column({ type: 'date' }) startDate: string;
  @Column({ type: 'date' }) endDate: string;
  @Column({ type: 'text', nullable: true }) provider: string | null;
  @Column({ type: 'text', nullable: true }) policyNumber: string | null;
  @Column({ type: 'text', nullable: true }) terms: string | null;
  @Column({ type: 'text', default: 'active' }) status: string;
  @Column({ type: 'boolean', default: false }) autoRenewal: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
