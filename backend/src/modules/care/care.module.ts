import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module';
import { EquipmentModule } from '../equipment/equipment.module';
import { IdentityModule } from '../identity/identity.module';
import { CareController } from './attention/care.controller';
import { CareService } from './attention/care.service';
import { AttentionSources } from './attention/attention-sources';
import { CalendarController } from './calendar/calendar.controller';
import { CalendarService } from './calendar/calendar.service';
import { CareClock } from './care-clock';
import { CarePortability } from './care-portability.service';
import { EquipmentMaintenanceController, MaintenanceController } from './maintenance/maintenance.controller';
import { MaintenanceService } from './maintenance/maintenance.service';
import { NotificationPush } from './notifications/notification-push';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsService } from './notifications/notifications.service';
import { SupportReplyMailScanJob } from './notifications/support-reply-mail-scan.job';
import { SupportReplyMailScan } from './notifications/support-reply-mail-scan.service';
import { NotificationSettingsController } from './reminders/notification-settings.controller';
import { NotificationSettingsService } from './reminders/notification-settings.service';
import { ReminderScanJob } from './reminders/reminder-scan.job';
import { ReminderScanService } from './reminders/reminder-scan.service';
import { DatabaseModule } from '../../core/database/database-features';
import { CalendarFeed } from './entities/calendar-feed.entity';
import { Notification } from './entities/notification.entity';
import { ReminderDelivery } from './entities/reminder-delivery.entity';
import { UserNotificationSettings } from './entities/user-notification-settings.entity';
import { MaintenanceRecord } from './entities/maintenance-record.entity';
import { EquipmentServiceHistory } from './entities/equipment-service-history.entity';
import { CARE_GUIDANCE_SEED } from './care-guidance.seed';
import { CareHandOver } from './care-hand-over';

/**
 * Care for the home (docs/care.md): the maintenance log and plan, expected life, the attention list,
 * reminders (scan job, delivery ledger, settings), in-app notifications pushed over the chat socket,
 * and the calendar feed. Equipment ownership goes through EquipmentService; live pushes through the
 * chat module's UserSocketEvents. The archive and home-book modules read it through CarePortability
 * and CareService.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({
      entities: [
        CalendarFeed,
        Notification,
        ReminderDelivery,
        UserNotificationSettings,
        MaintenanceRecord,
        EquipmentServiceHistory,
      ],
      seeds: [CARE_GUIDANCE_SEED],
    }),
    EquipmentModule,
    ChatModule,
    IdentityModule,
  ],
  controllers: [
    EquipmentMaintenanceController,
    MaintenanceController,
    CareController,
    NotificationsController,
    NotificationSettingsController,
    CalendarController,
  ],
  providers: [
    CareHandOver,
    CareClock,
    MaintenanceService,
    CareService,
    AttentionSources,
    NotificationsService,
    NotificationPush,
    NotificationSettingsService,
    ReminderScanService,
    ReminderScanJob,
    SupportReplyMailScan,
    SupportReplyMailScanJob,
    CalendarService,
    CarePortability,
  ],
  exports: [MaintenanceService, CareService, CarePortability, AttentionSources],
})
export class CareModule {}
