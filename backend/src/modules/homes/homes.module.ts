import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { HomeDeletionHooks } from './home-deletion-hooks';
import { HomeMembersController } from './home-members.controller';
import { HomeMembersService } from './home-members.service';
import { HomesController } from './homes.controller';
import { HomesPortability } from './homes-portability.service';
import { HomesService } from './homes.service';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';
import { DatabaseModule } from '../../core/database/database-features';
import { EquipmentCategory } from './entities/equipment-category.entity';
import { HomeEquipmentChecklist } from './entities/home-equipment-checklist.entity';
import { HomeTemplate } from './entities/home-template.entity';
import { Home } from './entities/home.entity';
import { TemplateEquipment } from './entities/template-equipment.entity';
import { HOME_REFERENCE_DATA_SEED } from './templates/home-reference-data.seed';

/**
 * Homes, their members, home templates and equipment categories. It imports only
 * identity (members' names): modules with records under a home register their clean-up with
 * HomeDeletionHooks.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({
      entities: [EquipmentCategory, HomeEquipmentChecklist, HomeTemplate, Home, TemplateEquipment],
      seeds: [HOME_REFERENCE_DATA_SEED],
    }),
    IdentityModule,
  ],
  controllers: [HomesController, HomeMembersController, TemplatesController],
  providers: [HomesService, HomeMembersService, TemplatesService, HomesPortability, HomeDeletionHooks],
  exports: [HomesService, TemplatesService, HomesPortability, HomeDeletionHooks],
})
export class HomesModule {}
