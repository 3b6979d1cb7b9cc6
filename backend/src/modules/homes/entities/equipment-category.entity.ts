import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('equipment_categories')
export class EquipmentCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Stored as sort_order: ORDER is a reserved word in SQL. */
  @Column({ type: 'int', name: 'sort_order', default: 0 }) order: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
