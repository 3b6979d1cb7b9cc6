import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('equipment_types')
export class EquipmentType {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) section: string | null;
  @Column({ type: 'text', nullable: true }) category: string | null;
  @Column({ type: 'text', nullable: true }) defaultBrand: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) commonIssues: string[];
  @Column({ type: 'text', nullable: true }) maintenanceInterval: string | null;
  @Column({ type: 'int', nullable: true }) maintenanceIntervalMonths: number | null;
  @Column({ type: 'int', nullable: true }) expectedLifeYears: number | null;
}
