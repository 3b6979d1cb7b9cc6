import { AgeModule } from '../../vision/age/age.module';
import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../../core/database/database-features';
import { CareModule } from '../../care/care.module';
import { EquipmentModule } from '../../equipment/equipment.module';
import { HomesModule } from '../../homes/homes.module';
import { IdentityModule } from '../../identity/identity.module';
import { RecallsModule } from '../recalls.module';
import { EquipmentRecall, EquipmentRecallMail } from './equipment-recall.entity';
import { EquipmentRecallsController } from './equipment-recalls.controller';
import { EquipmentRecallsService } from './equipment-recalls.service';
import { MirrorRecallCatalog } from './mirror-recall-catalog';
import { RecallCatalog } from './recall-catalog';
import { RecallCheckJob } from './recall-check.job';
import { RecallChecks } from './recall-checks.service';

/**
 * What the owner sees of the recall watch (issue 42, docs/recalls.md): the equipment ↔ recall matches, their
 * checks (on each equipment save, after each sync), the e-mail once per equipment and recall, the attention
 * items, the API and the owner's answers (kept in the care module's maintenance log). Built on the recalls
 * module (the mirror, the matcher, the sync event), which knows nothing of it.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [EquipmentRecall, EquipmentRecallMail] }),
    RecallsModule,
    EquipmentModule,
    HomesModule,
    IdentityModule,
    CareModule,
    AgeModule,
  ],
  controllers: [EquipmentRecallsController],
  providers: [
    { provide: RecallCatalog, useClass: MirrorRecallCatalog },
    RecallChecks,
    RecallCheckJob,
    EquipmentRecallsService,
  ],
  exports: [EquipmentRecallsService],
})
export class EquipmentRecallsModule {}
