import { Module } from '@nestjs/common';
import { BackupsModule } from '../backups/backups.module';
import { ChatModule } from '../chat/chat.module';
import { EquipmentModule } from '../equipment/equipment.module';
import { HomeBookModule } from '../home-book/home-book.module';
import { HomesModule } from '../homes/homes.module';
import { IdentityModule } from '../identity/identity.module';
import { SettingsModule } from '../settings/settings.module';
import { WarrantiesModule } from '../warranties/warranties.module';
import { AdminController } from './admin.controller';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminSystemController } from './admin-system.controller';
import { AdminHomesService } from './admin-homes.service';
import { AdminOverviewClock } from './admin-overview-clock';
import { AdminOverviewService } from './admin-overview.service';
import { AdminUserAccessService } from './admin-user-access.service';
import { AdminUsersService } from './admin-users.service';
import { AdminAuditService } from './audit/admin-audit.service';
import { DatabaseModule } from '../../core/database/database-features';
import { AdminAuditEntry } from './audit/admin-audit-entry.entity';

/**
 * Admin: users and homes management, deletions with cascade, the home-book PDF export (rendered by
 * the home-book module), the instance's settings (kept by the settings module), and the audit log. Reads other modules only through their exported services.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [AdminAuditEntry] }),
    IdentityModule,
    ChatModule,
    HomesModule,
    EquipmentModule,
    WarrantiesModule,
    HomeBookModule,
    SettingsModule,
    BackupsModule,
  ],
  controllers: [AdminController, AdminSettingsController, AdminSystemController],
  providers: [
    AdminUsersService,
    AdminUserAccessService,
    AdminHomesService,
    AdminAuditService,
    AdminOverviewService,
    AdminOverviewClock,
  ],
})
export class AdminModule {}
