import { Injectable } from '@nestjs/common';
import { matchRecall } from './matching/recall-matcher';
import { modelPrefixes, normaliseModel } from './matching/model-text';
import type { EquipmentFacts, RecallMatch } from './recall-match';
import { RecallMirrorRepository } from './recall-mirror.repository';

/**
 * The recalls that concern a piece of equipment, from the local mirror (docs/recalls.md, "Matching").
 * Exported for the owner's side: it calls this for new and edited equipment and, after a sync, for the
 * new and changed recalls only (`recallIds`).
 */
@Injectable()
export class RecallMatchingService {
  constructor(private readonly mirror: RecallMirrorRepository) {}

  /** Matches best first ('match' before 'possible', then newest recall first by id). */
  async matchesFor(facts: EquipmentFacts, options: { recallIds?: number[] } = {}): Promise<RecallMatch[]> {
    const model = normaliseModel(facts.model);
    if (!facts.brand?.trim() || model.length < 3 || !/\d/.test(model)) return [];
    const candidates = await this.mirror.candidates(modelPrefixes(model), options.recallIds);
    const matches = candidates
      .map((recall) => matchRecall(recall, facts))
      .filter((match): match is RecallMatch => match !== null);
    return matches.sort((a, b) => (a.level === b.level ? b.recallId - a.recallId : a.level === 'match' ? -1 : 1));
  }
}
