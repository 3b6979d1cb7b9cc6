import { AgeEstimator } from '../../vision/age/age-estimator';
import { Clock } from '../../../core/clock';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { JobQueue } from '../../../core/queue/job-queue';
import { EquipmentChangeEvents } from '../../equipment/equipment-change-events';
import { EquipmentIdentity, EquipmentService } from '../../equipment/equipment.service';
import { HomesService } from '../../homes/homes.service';
import { UsersService } from '../../identity/users.service';
import { RecallCatalog, RecallMatchFound } from './recall-catalog';
import { recallMail } from './recall-mail';

/** Equipment re-checked per page after a sync. */
export const RECHECK_PAGE = 200;

/**
 * Checks equipment against the recall mirror and keeps equipment_recalls current: a saved equipment at once
 * (EquipmentChangeEvents.saved), equipment saved in bulk in the background (batchSaved → the job
 * 'recalls.check-equipment'), every equipment with a brand and model after each sync that added or changed
 * recalls (in pages, only those recalls). A found match is upserted (level and reasons follow the newest
 * check; the owner's answer stays); an open match the check no longer finds is removed (the model was
 * corrected). The owner is e-mailed once per equipment and recall ever: the equipment_recall_mails row is
 * claimed with INSERT … ON CONFLICT DO NOTHING, so only one process sends it.
 */
@Injectable()
export class RecallChecks implements OnModuleInit {
  private readonly logger = new Logger(RecallChecks.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: RecallCatalog,
    private readonly equipment: EquipmentService,
    private readonly equipmentChanges: EquipmentChangeEvents,
    private readonly homes: HomesService,
    private readonly users: UsersService,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly age: AgeEstimator,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.equipmentChanges.onSaved(({ equipmentId }) => this.checkEquipment(equipmentId));
    // Saved in bulk (imports): checked in the background by the job 'recalls.check-equipment' (RecallCheckJob).
    this.equipmentChanges.onBatchSaved(({ equipmentIds }) =>
      this.queue.enqueue('recalls.check-equipment', { equipmentIds }),
    );
    this.catalog.onSynced((recallIds) => this.recheckAll(recallIds).then(() => undefined));
  }

  /** Checks one equipment against every recall in the mirror. */
  async checkEquipment(equipmentId: number): Promise<void> {
    const [unit] = await this.equipment.identities({ ids: [equipmentId] });
    if (!unit) return;
    await this.apply(unit, await this.matchesOf(unit), null);
  }

  /**
   * Checks these equipment against every recall in the mirror, in pages (equipment saved in bulk). Those
   * without a brand or model, or with nothing found (most of them), lose their open matches in one statement
   * per page. Answers how many were checked.
   */
  async checkMany(equipmentIds: number[]): Promise<number> {
    let checked = 0;
    for (let start = 0; start < equipmentIds.length; start += RECHECK_PAGE) {
      const page = await this.equipment.identities({ ids: equipmentIds.slice(start, start + RECHECK_PAGE) });
      const nothingFound: number[] = [];
      for (const unit of page) {
        const matches = await this.matchesOf(unit);
        if (matches.length) await this.apply(unit, matches, null);
        else nothingFound.push(unit.id);
      }
      if (nothingFound.length) {
        await this.dataSource.query(
          `DELETE FROM equipment_recalls WHERE equipment_id = ANY($1::int[]) AND status = 'open'`,
          [nothingFound],
        );
      }
      checked += page.length;
    }
    return checked;
  }

  /** Checks every equipment against these recalls (added or changed by a sync); answers how many were checked. */
  async recheckAll(recallIds: number[]): Promise<number> {
    if (!recallIds.length) return 0;
    const scope = new Set(recallIds);
    let afterId = 0;
    let checked = 0;
    for (;;) {
      const page = await this.equipment.identities({ afterId, limit: RECHECK_PAGE });
      if (!page.length) return checked;
      for (const unit of page) {
        const matches = (await this.matchesOf(unit, recallIds)).filter((match) => scope.has(match.recallId));
        await this.apply(unit, matches, scope);
      }
      checked += page.length;
      afterId = page[page.length - 1].id;
    }
  }

  private async matchesOf(unit: EquipmentIdentity, recallIds?: number[]): Promise<RecallMatchFound[]> {
    const brand = unit.brand?.trim();
    const model = unit.modelNumber?.trim();
    if (!brand || !model) return [];
    const serial = unit.serialNumber?.trim() || null;
    return this.catalog.matchesFor(
      { brand, model, serial, equipmentType: unit.type, manufacturedOn: await this.manufacturedOn(unit, serial) },
      { recallIds },
    );
  }

  /**
   * The month the serial says the unit was made ('YYYY-MM'), for recalls that state a manufacturing period; null
   * when the serial tells no single month (no rule, a year only, or a repeating code that allows several dates):
   * such a recall is then only `possible`, never a `match`.
   */
  private async manufacturedOn(unit: EquipmentIdentity, serial: string | null): Promise<string | null> {
    if (!serial) return null;
    const estimate = await this.age.estimate(
      {
        brand: unit.brand,
        modelNumber: unit.modelNumber,
        serialNumber: serial,
        equipmentType: unit.type,
        suggestedName: null,
        printedManufactureDate: null,
        dateClues: { latestYearPrinted: null, refrigerant: null },
      },
      new Date(this.clock.now()),
      { countUse: false },
    );
    const [made, ...others] = estimate.alternatives;
    if (!made || others.length > 0 || made.month === null || estimate.confidence === 'low') return null;
    return `${made.year}-${String(made.month).padStart(2, '0')}`;
  }

  /**
   * Stores what a check found. `scope`: the recalls the check looked at (null: all), so an open row of a
   * recall outside it is left alone.
   */
  private async apply(unit: EquipmentIdentity, matches: RecallMatchFound[], scope: Set<number> | null): Promise<void> {
    const found = matches.map((match) => match.recallId);
    const dropGone = (runner: { query: DataSource['query'] }) =>
      runner.query(
        `DELETE FROM equipment_recalls
         WHERE equipment_id = $1 AND status = 'open' AND NOT (recall_id = ANY($2::int[]))
           AND ($3::int[] IS NULL OR recall_id = ANY($3::int[]))`,
        [unit.id, found, scope ? [...scope] : null],
      );
    // Nothing found (most saves): one statement, no transaction.
    if (!matches.length) {
      await dropGone(this.dataSource);
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      for (const match of matches) {
        await manager.query(
          `INSERT INTO equipment_recalls (equipment_id, recall_id, level, reasons)
           VALUES ($1, $2, $3, $4::jsonb)
           ON CONFLICT (equipment_id, recall_id) DO UPDATE SET level = EXCLUDED.level, reasons = EXCLUDED.reasons`,
          [unit.id, match.recallId, match.level, JSON.stringify(match.reasons)],
        );
      }
      await dropGone(manager);
    });
    await this.notify(unit, matches);
  }

  /** E-mails the owner about each open match never mailed before (claimed one by one). */
  private async notify(unit: EquipmentIdentity, matches: RecallMatchFound[]): Promise<void> {
    const open: { recallId: number }[] = await this.dataSource.query(
      `SELECT recall_id AS "recallId" FROM equipment_recalls
       WHERE equipment_id = $1 AND status = 'open' AND notified_at IS NULL AND recall_id = ANY($2::int[])`,
      [unit.id, matches.map((match) => match.recallId)],
    );
    if (!open.length) return;
    const facts = new Map((await this.catalog.facts(open.map((row) => row.recallId))).map((f) => [f.id, f]));
    const [owner, home] = await Promise.all([this.users.findById(unit.ownerId), this.homes.getAny(unit.homeId)]);
    for (const { recallId } of open) {
      const recall = facts.get(recallId);
      const match = matches.find((item) => item.recallId === recallId)!;
      if (!recall) continue;
      const claimed: unknown[] = await this.dataSource.query(
        `INSERT INTO equipment_recall_mails (equipment_id, recall_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING recall_id`,
        [unit.id, recallId],
      );
      await this.dataSource.query(
        `UPDATE equipment_recalls SET notified_at = now()
         WHERE equipment_id = $1 AND recall_id = $2 AND notified_at IS NULL`,
        [unit.id, recallId],
      );
      if (!claimed.length || !owner?.email) continue;
      await this.queue.enqueue(
        'mail.send',
        recallMail(
          owner,
          { id: unit.id, homeId: unit.homeId, name: unit.name, homeName: home.name },
          recall,
          match.level,
          this.config.publicUrl,
        ),
      );
      this.logger.log({ msg: 'recall e-mailed', equipmentId: unit.id, recallId });
    }
  }
}
