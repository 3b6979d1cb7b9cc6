import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('home_equipment_checklist')
export class HomeEquipmentChecklist {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) homeId: number;
  @Column({ type: 'int' }) equipmentTypeId: number;
  @Column({ type: 'boolean', default: false }) isPresent: boolean;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ type: 'timestamptz', nullable: true }) lastChecked: Date | null;
}
