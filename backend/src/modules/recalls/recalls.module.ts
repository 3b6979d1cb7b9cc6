import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../core/database/database-features';
import { RecallSyncState } from './entities/recall-sync-state.entity';
import { Recall } from './entities/recall.entity';
import { RecallMatchingService } from './recall-matching.service';
import { RecallMirrorRepository } from './recall-mirror.repository';
import { RecallSyncEvents } from './recall-sync-events';
import { RecallsService } from './recalls.service';

/**
 * Recall watch, the feeds' side (docs/recalls.md): a local mirror of public recalls (CPSC, Health Canada,
 * EU Safety Gate) kept by a scheduled sync, and the matcher that says which recalls concern a unit.
 * Exports RecallMatchingService (matchesFor), RecallsService (summaries) and RecallSyncEvents
 * ('recalls.synced' after each source's run) for the owner's side.
 */
@Module({
  imports: [DatabaseModule.forFeature({ entities: [Recall, RecallSyncState] })],
  providers: [RecallMirrorRepository, RecallMatchingService, RecallsService, RecallSyncEvents],
  exports: [RecallMatchingService, RecallsService, RecallSyncEvents],
})
export class RecallsModule {}
