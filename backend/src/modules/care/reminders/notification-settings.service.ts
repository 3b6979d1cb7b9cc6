import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UpdateNotificationSettingsDto } from '../dto/notification-settings.dto';
import type { NotificationSettingsView } from '../care.view';
import { UserNotificationSettings } from '../entities/user-notification-settings.entity';

export const SMS_UNAVAILABLE = 'SMS reminders need an SMS provider, and none is configured on this server';

const DEFAULTS = { maintenanceEmail: true, maintenanceInApp: true, maintenanceSms: false, maintenanceDaysBefore: 7 };

@Injectable()
export class NotificationSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async get(userId: number): Promise<NotificationSettingsView> {
    const row = await this.dataSource.getRepository(UserNotificationSettings).findOneBy({ userId });
    const { maintenanceEmail, maintenanceInApp, maintenanceSms, maintenanceDaysBefore } = row ?? DEFAULTS;
    return { maintenanceEmail, maintenanceInApp, maintenanceSms, maintenanceDaysBefore, smsAvailable: false };
  }

  async update(userId: number, dto: UpdateNotificationSettingsDto): Promise<NotificationSettingsView> {
    if (dto.maintenanceSms === true) {
      throw new BadRequestException({
        message: SMS_UNAVAILABLE,
        errors: [{ field: 'maintenanceSms', message: SMS_UNAVAILABLE }],
      });
    }
    const current = await this.get(userId);
    const next = {
      userId,
      maintenanceEmail: dto.maintenanceEmail ?? current.maintenanceEmail,
      maintenanceInApp: dto.maintenanceInApp ?? current.maintenanceInApp,
      maintenanceSms: dto.maintenanceSms ?? current.maintenanceSms,
      maintenanceDaysBefore: dto.maintenanceDaysBefore ?? current.maintenanceDaysBefore,
    };
    await this.dataSource.getRepository(UserNotificationSettings).upsert(next, ['userId']);
    return this.get(userId);
  }
}
