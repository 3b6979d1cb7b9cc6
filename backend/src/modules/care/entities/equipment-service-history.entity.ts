import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The owner's answer to "When was it last serviced?": 'YYYY-MM' or 'never' (never / don't know). No row: not asked. */
@Entity('equipment_service_history')
export class EquipmentServiceHistory {
  @PrimaryColumn({ type: 'int' }) equipmentId: number;
  @Column({ type: 'text' }) lastServiced: string;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
