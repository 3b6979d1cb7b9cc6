import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { HomeDeletionHooks } from './home-deletion-hooks';
import { HomeMembersController } from './home-members.controller';
import { HomeMembersService } from './home-members.service';
import { HomeInvitationsController, InvitationLinksController } from './home-invitations.controller';
import { HomeInvitationsService } from './home-invitations.service';
import { HomeSharingEvents } from './home-sharing-events';
import { HomeTransfersController, TransferLinksController } from './home-transfers.controller';
import { HomeTransfersService } from './home-transfers.service';
import { HomeInvitation } from './entities/home-invitation.entity';
import { HomeTransfer } from './entities/home-transfer.entity';
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
 * Homes, their members, invitations and hand-overs (docs/sharing.md), home templates and equipment
 * categories. It imports only identity (members' names): modules with records under a home register their
 * clean-up with HomeDeletionHooks and their part of a hand-over with HomeTransferHooks.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({
      entities: [
        EquipmentCategory,
        HomeEquipmentChecklist,
        HomeTemplate,
        Home,
        HomeInvitation,
        HomeTransfer,
        TemplateEquipment,
      ],
      seeds: [HOME_REFERENCE_DATA_SEED],
    }),
    IdentityModule,
  ],
  controllers: [
    HomesController,
    HomeMembersController,
    HomeInvitationsController,
    InvitationLinksController,
    HomeTransfersController,
    TransferLinksController,
    TemplatesController,
  ],
  providers: [
    HomesService,
    HomeMembersService,
    HomeInvitationsService,
    HomeTransfersService,
    HomeSharingEvents,
    TemplatesService,
    HomesPortability,
    HomeDeletionHooks,
  ],
  exports: [HomesService, TemplatesService, HomesPortability, HomeDeletionHooks, HomeSharingEvents],
})
export class HomesModule {}
