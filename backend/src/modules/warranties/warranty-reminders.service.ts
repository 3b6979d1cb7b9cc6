import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { WarrantyNotification } from './entities/warranty-notification.entity';
import { parseWarrantyReminders } from './warranty-reminder-rules';
import type { WarrantyReminderView } from './warranty-reminder.view';

/** A warranty's reminder rules (warranty_notifications): read by whoever reads the warranty, replaced by its writers. */
@Injectable()
export class WarrantyRemindersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
  ) {}

  async list(userId: number, warrantyId: number): Promise<WarrantyReminderView[]> {
    await this.access.warranty(userId, warrantyId, 'read');
    return this.read(warrantyId);
  }

  /** Replaces the list. */
  async replace(userId: number, warrantyId: number, body: unknown): Promise<WarrantyReminderView[]> {
    const rules = parseWarrantyReminders(body);
    await this.dataSource.transaction(async (manager) => {
      const { ownerId } = await this.access.warranty(userId, warrantyId, 'write', { manager, lock: true });
      const repository = manager.getRepository(WarrantyNotification);
      await repository.delete({ warrantyId });
      // The rules are the home owner's (reminders go to the owner), whoever edits them.
      if (rules.length) await repository.insert(rules.map((rule) => ({ ...rule, userId: ownerId, warrantyId })));
    });
    return this.read(warrantyId);
  }

  private async read(warrantyId: number): Promise<WarrantyReminderView[]> {
    const rows = await this.dataSource.getRepository(WarrantyNotification).find({
      where: { warrantyId },
      order: { daysBeforeExpiration: 'DESC', notificationType: 'ASC' },
    });
    return rows.map(({ notificationType, daysBeforeExpiration, enabled }) => ({
      notificationType,
      daysBeforeExpiration,
      enabled,
    }));
  }
}
