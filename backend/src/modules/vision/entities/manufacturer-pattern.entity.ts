import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('manufacturer_patterns')
export class ManufacturerPattern {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) manufacturer: string;
  @Column({ type: 'text', nullable: true }) modelPattern: string | null;
  @Column({ type: 'text' }) dateCodePattern: string;
  @Column({ type: 'text' }) ageCalculationRule: string;
  @Column({ type: 'text', default: 'medium' }) confidence: 'high' | 'medium' | 'low';
  @Column({ type: 'text', array: true, default: () => "'{}'" }) examples: string[];
  @Column({ type: 'int', default: 0 }) successCount: number;
  @Column({ type: 'timestamptz', nullable: true }) lastUsed: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
