import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../core/database/database-features';
import { RecallSyncStatusService } from './admin/recall-sync-status.service';
import { RecallSyncController } from './admin/recall-sync.controller';
import { RecallSyncState } from './entities/recall-sync-state.entity';
import { Recall } from './entities/recall.entity';
import { RecallMatchingService } from './recall-matching.service';
import { RecallMirrorRepository } from './recall-mirror.repository';
import { RecallSyncEvents } from './recall-sync-events';
import { RecallsService } from './recalls.service';
import { RecallFeeds } from './sources/recall-feeds';
import { RecallClock } from './sync/recall-clock';
import { RecallSyncJob } from './sync/recall-sync.job';
import { RecallSyncService } from './sync/recall-sync.service';

/**
 * Recall watch, the feeds' side (docs/recalls.md): a local mirror of public recalls (CPSC, Health Canada,
 * EU Safety Gate) kept by a scheduled sync, and the matcher that says which recalls concern a unit.
 * Exports RecallMatchingService (matchesFor), RecallsService (summaries) and RecallSyncEvents
 * ('recalls.synced' after each source's run) for the owner's side.
 */
@Module({
  imports: [DatabaseModule.forFeature({ entities: [Recall, RecallSyncState] })],
  controllers: [RecallSyncController],
  providers: [
    RecallMirrorRepository,
    RecallMatchingService,
    RecallsService,
    RecallSyncEvents,
    RecallFeeds,
    RecallClock,
    RecallSyncService,
    RecallSyncJob,
    RecallSyncStatusService,
  ],
  exports: [RecallMatchingService, RecallsService, RecallSyncEvents],
})
export class RecallsModule {}
