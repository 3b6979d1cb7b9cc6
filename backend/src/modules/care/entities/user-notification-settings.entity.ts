import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's maintenance reminder channels and lead time (no row = the defaults). */
@Entity('user_notification_settings')
export class UserNotificationSettings {
  @PrimaryColumn({ type: 'int' }) userId: number;
  @Column({ type: 'boolean', default: true }) maintenanceEmail: boolean;
  @Column({ type: 'boolean', default: true }) maintenanceInApp: boolean;
  @Column({ type: 'boolean', default: false }) maintenanceSms: boolean;
  @Column({ type: 'int', default: 7 }) maintenanceDaysBefore: number;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
