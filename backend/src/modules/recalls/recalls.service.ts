import { Injectable } from '@nestjs/common';
import type { RecallSource, RecallSummary } from './recall-match';
import { RecallMirrorRepository } from './recall-mirror.repository';

/** The mirror's recalls as other modules show them (exported: the owner's side lists a unit's recalls). */
@Injectable()
export class RecallsService {
  constructor(private readonly mirror: RecallMirrorRepository) {}

  /** The recalls with these ids (unknown ids are left out), in id order. */
  async summaries(ids: number[]): Promise<RecallSummary[]> {
    const rows = await this.mirror.find([...new Set(ids)]);
    return rows.map((row) => ({
      id: row.id,
      source: row.source as RecallSource,
      sourceId: row.sourceId,
      recallNumber: row.recallNumber,
      title: row.title,
      hazard: row.hazard,
      remedy: row.remedy,
      consumerContact: row.consumerContact,
      url: row.url,
      recallDate: row.recallDate,
    }));
  }
}
