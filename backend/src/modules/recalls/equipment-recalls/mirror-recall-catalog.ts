import { Injectable } from '@nestjs/common';
import { RecallMatchingService } from '../recall-matching.service';
import { RecallSyncEvents } from '../recall-sync-events';
import { RecallsService } from '../recalls.service';
import { RecallCatalog, RecallFacts, RecallMatchFound, UnitFacts } from './recall-catalog';

/** RecallCatalog over the recalls module's exported services (the mirror, the matcher, the sync event). */
@Injectable()
export class MirrorRecallCatalog extends RecallCatalog {
  constructor(
    private readonly matching: RecallMatchingService,
    private readonly recalls: RecallsService,
    private readonly syncEvents: RecallSyncEvents,
  ) {
    super();
  }

  matchesFor(facts: UnitFacts, scope: { recallIds?: number[] } = {}): Promise<RecallMatchFound[]> {
    return this.matching.matchesFor(facts, scope);
  }

  async facts(recallIds: number[]): Promise<RecallFacts[]> {
    const summaries = await this.recalls.summaries(recallIds);
    return summaries.map((recall) => ({
      id: recall.id,
      title: recall.title,
      hazard: recall.hazard,
      remedy: recall.remedy,
      consumerContact: recall.consumerContact,
      url: recall.url,
      date: recall.recallDate,
    }));
  }

  onSynced(listener: (recallIds: number[]) => Promise<void>): void {
    this.syncEvents.listen(async (event) => {
      const ids = [...event.newRecallIds, ...event.changedRecallIds];
      if (ids.length) await listener(ids);
    });
  }
}
