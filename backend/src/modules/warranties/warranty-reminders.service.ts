import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WarrantyNotification } from './entities/warranty-notification.entity';
import { WarrantiesService } from './warranties.service';
import { WarrantyReminderView, parseWarrantyReminders } from './warranty-reminder-rules';

/** A warranty's reminder rules (warranty_notifications), owner only. */
@Injectable()
export class WarrantyRemindersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly warranties: WarrantiesService,
  ) {}

  async list(userId: number, warrantyId: number): Promise<WarrantyReminderView[]> {
    await this.warranties.getOwned(userId, warrantyId);
    return this.read(warrantyId);
  }

  /** Replaces the list. */
  async replace(userId: number, warrantyId: number, body: unknown): Promise<WarrantyReminderView[]> {
    const rules = parseWarrantyReminders(body);
    await this.dataSource.transaction(async (manager) => {
      await this.warranties.lockOwned(manager, userId, warrantyId);
      const repository = manager.getRepository(WarrantyNotification);
      await repository.delete({ warrantyId });
      if (rules.length) await repository.insert(rules.map((rule) => ({ ...rule, userId, warrantyId })));
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
