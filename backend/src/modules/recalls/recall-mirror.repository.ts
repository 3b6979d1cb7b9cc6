import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Recall } from './entities/recall.entity';
import type { MatchableRecall } from './matching/recall-matcher';

/** Reads of the recall mirror (the sync writes it in its own transaction: RecallSyncService). */
@Injectable()
export class RecallMirrorRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The recalls one of whose model keys is among `keys` (the GIN-indexed prefilter), optionally only
   * among `ids`. Only the columns the matcher reads.
   */
  async candidates(keys: string[], ids?: number[]): Promise<MatchableRecall[]> {
    if (keys.length === 0 || ids?.length === 0) return [];
    const query = this.dataSource
      .getRepository(Recall)
      .createQueryBuilder('recall')
      .select([
        'recall.id',
        'recall.title',
        'recall.description',
        'recall.products',
        'recall.manufacturers',
        'recall.importers',
        'recall.distributors',
        'recall.imageCaptions',
      ])
      .where('recall.model_tokens && :keys::text[]', { keys });
    if (ids) query.andWhere('recall.id IN (:...ids)', { ids });
    return query.getMany();
  }

  find(ids: number[]): Promise<Recall[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Recall).find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }
}
