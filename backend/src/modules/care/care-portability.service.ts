import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { EquipmentServiceHistory } from './entities/equipment-service-history.entity';
import { MaintenanceRecord } from './entities/maintenance-record.entity';
import { UserNotificationSettings } from './entities/user-notification-settings.entity';

export type MaintenanceRecordRow = Omit<MaintenanceRecord, 'id'>;
/** The owner's last-serviced answer of one equipment ('YYYY-MM' or 'never'). */
export type ServiceHistoryRow = Pick<EquipmentServiceHistory, 'equipmentId' | 'lastServiced' | 'updatedAt'>;
export type NotificationSettingsRow = Omit<UserNotificationSettings, 'updatedAt'> & { updatedAt?: Date };

/**
 * Data portability of the care tables for the archive module (docs/export-format.md, version 2):
 * maintenance records by equipment, the user's reminder settings and (since version 4) the owners'
 * last-serviced answers, read plainly and inserted in the caller's transaction.
 */
@Injectable()
export class CarePortability {
  constructor(private readonly dataSource: DataSource) {}

  /** The maintenance records of these equipment, oldest first. */
  maintenanceRecords(equipmentIds: number[]): Promise<MaintenanceRecord[]> {
    if (!equipmentIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(MaintenanceRecord)
      .find({ where: { equipmentId: In(equipmentIds) }, order: { id: 'ASC' } });
  }

  /** The last-serviced answers of these equipment (at most one each), by equipment. */
  serviceHistory(equipmentIds: number[]): Promise<ServiceHistoryRow[]> {
    if (!equipmentIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(EquipmentServiceHistory)
      .find({ where: { equipmentId: In(equipmentIds) }, order: { equipmentId: 'ASC' } });
  }

  /** The user's own reminder settings; null while they are the defaults (no row). */
  settings(userId: number): Promise<UserNotificationSettings | null> {
    return this.dataSource.getRepository(UserNotificationSettings).findOneBy({ userId });
  }

  async insertMaintenanceRecords(manager: EntityManager, rows: MaintenanceRecordRow[]): Promise<void> {
    if (rows.length) await manager.getRepository(MaintenanceRecord).insert(rows);
  }

  /** Answers of equipment inserted in the same transaction (new equipment have none yet). */
  async insertServiceHistory(manager: EntityManager, rows: ServiceHistoryRow[]): Promise<void> {
    if (rows.length) await manager.getRepository(EquipmentServiceHistory).insert(rows);
  }

  /** Writes the settings unless the user already has their own (those are kept). */
  async insertSettingsIfNone(manager: EntityManager, row: NotificationSettingsRow): Promise<void> {
    await manager
      .getRepository(UserNotificationSettings)
      .createQueryBuilder()
      .insert()
      .values(row)
      .orIgnore()
      .execute();
  }
}
