import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type NotificationChannel = 'email' | 'sms' | 'in-app';

@Entity('warranty_notifications')
export class WarrantyNotification {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'int' }) warrantyId: number;
  @Column({ type: 'text' }) notificationType: NotificationChannel;
  @Column({ type: 'int' }) daysBeforeExpiration: number;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
