import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('template_equipment')
export class TemplateEquipment {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) templateId: number;
  @Column({ type: 'int' }) categoryId: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'boolean', default: true }) isRequired: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
