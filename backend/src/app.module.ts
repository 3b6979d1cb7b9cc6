import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './core/config/app-config';
import { CoreModule } from './core/core.module';
import { AdminModule } from './modules/admin/admin.module';
import { ArchiveModule } from './modules/archive/archive.module';
import { BackupsModule } from './modules/backups/backups.module';
import { CareModule } from './modules/care/care.module';
import { ChatModule } from './modules/chat/chat.module';
import { EquipmentModule } from './modules/equipment/equipment.module';
import { HomeBookModule } from './modules/home-book/home-book.module';
import { HomesModule } from './modules/homes/homes.module';
import { IdentityModule } from './modules/identity/identity.module';
import { RecallsModule } from './modules/recalls/recalls.module';
import { EquipmentRecallsModule } from './modules/recalls/equipment-recalls/equipment-recalls.module';
import { InventoryModule } from './modules/inventory/inventory.module';
import { PhotosModule } from './modules/photos/photos.module';
import { SettingsModule } from './modules/settings/settings.module';
import { TroubleshootingModule } from './modules/troubleshooting/troubleshooting.module';
import { VisionModule } from './modules/vision/vision.module';
import { WarrantiesModule } from './modules/warranties/warranties.module';

/** The modular monolith: the platform (core) plus one module per bounded context. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(config),
        IdentityModule,
        EquipmentModule,
        HomesModule,
        PhotosModule,
        WarrantiesModule,
        VisionModule,
        TroubleshootingModule,
        ChatModule,
        HomeBookModule,
        AdminModule,
        ArchiveModule,
        CareModule,
        InventoryModule,
        SettingsModule,
        RecallsModule,
        EquipmentRecallsModule,
        BackupsModule,
      ],
    };
  }
}
