import { ConflictException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy, readableHomeIds } from '../../../core/access/home-access-policy';
import { Clock } from '../../../core/clock';
import { parseId } from '../../../core/http/parse-id.pipe';
import { AttentionSources } from '../../care/attention/attention-sources';
import { todayIn } from '../../care/care-schedule';
import type { AttentionItem } from '../../care/care.view';
import { MaintenanceService, NOTE_TYPE } from '../../care/maintenance/maintenance.service';
import { HOME_NOT_FOUND } from '../../homes/homes.service';
import { EquipmentRecall } from './equipment-recall.entity';
import { toEquipmentRecallView } from './equipment-recall.mapper';
import type { EquipmentRecallBadgeView, EquipmentRecallView } from './equipment-recall.view';
import { RecallCatalog, RecallFacts } from './recall-catalog';

export const RECALL_NOT_FOUND = 'Recall not found';
export const RECALL_ALREADY_ANSWERED = 'This recall has already been answered';
/** The maintenance log's type for a recall's remedy (work done on the unit). */
export const RECALL_REMEDY_TYPE = 'Safety recall';

/** The owner's two answers to an open recall: what the log says, and the status it leaves. */
const ANSWERS = {
  'remedy-done': { status: 'remedy_done', type: RECALL_REMEDY_TYPE, line: 'Recall remedy done' },
  'not-mine': { status: 'not_mine', type: NOTE_TYPE, line: 'Not my unit' },
} as const;
export type RecallAnswer = keyof typeof ANSWERS;

/**
 * What the owner sees of the recall watch: an equipment's recalls (facts from the mirror, why it matched,
 * the owner's answer), the badges of a home's cards, the attention items (kind 'recall', registered with the
 * care module's AttentionSources) and the two answers, each kept in the equipment's maintenance log. Who may
 * read or answer is HomeAccessPolicy's answer for the equipment (404 for anyone who cannot read it).
 */
@Injectable()
export class EquipmentRecallsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
    private readonly catalog: RecallCatalog,
    private readonly maintenance: MaintenanceService,
    private readonly attention: AttentionSources,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.attention.register((readerId) => this.attentionItems(readerId));
  }

  /** Open recalls first (matches before possible ones), then the answered ones; newest recall first. */
  async list(userId: number, equipmentId: number): Promise<EquipmentRecallView[]> {
    await this.access.equipment(userId, equipmentId, 'read');
    const rows = await this.dataSource.getRepository(EquipmentRecall).find({ where: { equipmentId } });
    const facts = await this.factsById(rows.map((row) => row.recallId));
    const rank = (row: EquipmentRecall) => (row.status === 'open' ? (row.level === 'match' ? 0 : 1) : 2);
    return rows
      .filter((row) => facts.has(row.recallId))
      .map((row) => ({ row, view: toEquipmentRecallView(row, facts.get(row.recallId)!) }))
      .sort((a, b) => rank(a.row) - rank(b.row) || (b.view.date ?? '').localeCompare(a.view.date ?? ''))
      .map(({ view }) => view);
  }

  /** The badges of a home's cards (a home the user reads; 404 `Home not found` otherwise). */
  async badges(userId: number, rawHomeId: unknown): Promise<EquipmentRecallBadgeView[]> {
    const homeId = parseId(rawHomeId);
    if (homeId === null) throw new NotFoundException(HOME_NOT_FOUND);
    await this.access.home(userId, homeId, 'read');
    return this.dataSource.query(
      `SELECT er.equipment_id AS "equipmentId",
              CASE WHEN bool_or(er.level = 'match') THEN 'match' ELSE 'possible' END AS level,
              count(*)::int AS count
       FROM equipment_recalls er JOIN equipment e ON e.id = er.equipment_id
       WHERE e.home_id = $1 AND er.status = 'open'
       GROUP BY er.equipment_id ORDER BY er.equipment_id`,
      [homeId],
    );
  }

  /**
   * "Remedy done" or "Not my unit" (editors and the owner): closes the open recall and writes the
   * maintenance log's line, in one transaction with the equipment locked. 404 for an unknown recall of this
   * equipment, 409 when it was already answered.
   */
  async answer(
    userId: number,
    equipmentId: number,
    recallId: number,
    answer: RecallAnswer,
  ): Promise<EquipmentRecallView> {
    const { status, type, line } = ANSWERS[answer];
    const [facts] = await this.catalog.facts([recallId]);
    await this.dataSource.transaction(async (manager) => {
      const { ownerId } = await this.access.equipment(userId, equipmentId, 'write', { manager, lock: true });
      const repository = manager.getRepository(EquipmentRecall);
      const row = await repository.findOneBy({ equipmentId, recallId });
      if (!row || !facts) throw new NotFoundException({ message: RECALL_NOT_FOUND, code: 'RECALL_NOT_FOUND' });
      if (row.status !== 'open') {
        throw new ConflictException({ message: RECALL_ALREADY_ANSWERED, code: 'RECALL_ALREADY_ANSWERED' });
      }
      await repository.update({ id: row.id }, { status, resolvedAt: new Date(this.clock.now()), resolvedBy: userId });
      await this.maintenance.addLogEntry(manager, {
        equipmentId,
        ownerId,
        date: todayIn(new Date(this.clock.now())),
        type,
        description: `${line}: ${facts.title}`,
      });
    });
    const row = await this.dataSource.getRepository(EquipmentRecall).findOneByOrFail({ equipmentId, recallId });
    return toEquipmentRecallView(row, facts!);
  }

  /** An item per open recall of the equipment the reader may read. */
  private async attentionItems(readerId: number): Promise<AttentionItem[]> {
    const rows: {
      equipmentId: number;
      homeId: number;
      name: string;
      homeName: string;
      recallId: number;
      level: string;
    }[] = await this.dataSource.query(
      `SELECT er.equipment_id AS "equipmentId", e.home_id AS "homeId", e.name, h.name AS "homeName",
                er.recall_id AS "recallId", er.level
         FROM equipment_recalls er JOIN equipment e ON e.id = er.equipment_id JOIN homes h ON h.id = e.home_id
         WHERE er.status = 'open' AND e.home_id IN (${readableHomeIds('$1')})`,
      [readerId],
    );
    if (!rows.length) return [];
    const facts = await this.factsById(rows.map((row) => row.recallId));
    return rows
      .filter((row) => facts.has(row.recallId))
      .map((row) => {
        const recall = facts.get(row.recallId)!;
        return {
          kind: 'recall' as const,
          homeId: row.homeId,
          equipmentId: row.equipmentId,
          dueDate: null,
          title: `${row.name}: ${row.level === 'match' ? 'safety recall' : 'possible safety recall'}`,
          detail: `${recall.title} · ${row.homeName}`,
        };
      });
  }

  private async factsById(recallIds: number[]): Promise<Map<number, RecallFacts>> {
    if (!recallIds.length) return new Map();
    const facts = await this.catalog.facts([...new Set(recallIds)]);
    return new Map(facts.map((recall) => [recall.id, recall]));
  }
}
