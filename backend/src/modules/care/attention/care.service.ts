import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCESS_NOT_FOUND, HomeAccessPolicy } from '../../../core/access/home-access-policy';
import { parseId } from '../../../core/http/parse-id.pipe';
import { CareClock } from '../care-clock';
import type { AttentionItem, EquipmentCare, ServiceHistoryInput } from '../care.view';
import { attentionItems, equipmentCare, sortAttention } from '../care-rules';
import { AttentionSources } from './attention-sources';
import { latestTodayAnywhere, todayIn } from '../care-schedule';
import { checkNotFutureMonth } from '../dto/service-history.dto';
import { EquipmentServiceHistory } from '../entities/equipment-service-history.entity';
import { loadCareRows } from '../care-snapshot';

/** The user's attention list and each equipment's plan (next due, status, life), on the clock's today. */
@Injectable()
export class CareService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: CareClock,
    private readonly access: HomeAccessPolicy,
    private readonly sources: AttentionSources,
  ) {}

  /** Of every equipment the user reads: their own homes' and the shared ones'; with other modules' items (AttentionSources). */
  async attention(userId: number): Promise<AttentionItem[]> {
    const [rows, more] = await Promise.all([
      loadCareRows(this.dataSource.manager, { readerId: userId }),
      this.sources.itemsFor(userId),
    ]);
    return sortAttention([...attentionItems(rows, todayIn(this.clock.now())), ...more]);
  }

  /**
   * The care of every equipment the user reads; with a homeId only that home's, which the user must be able
   * to read (404 `Home not found` otherwise, like GET /api/equipment?homeId=).
   */
  async equipmentCare(userId: number, rawHomeId?: string): Promise<EquipmentCare[]> {
    let homeId: number | undefined;
    if (rawHomeId !== undefined && rawHomeId !== '') {
      const id = parseId(rawHomeId);
      if (id === null) throw new NotFoundException(ACCESS_NOT_FOUND.home);
      homeId = (await this.access.home(userId, id, 'read')).homeId;
    }
    const rows = await loadCareRows(this.dataSource.manager, { readerId: userId });
    const today = todayIn(this.clock.now());
    return rows.filter((row) => homeId === undefined || row.homeId === homeId).map((row) => equipmentCare(row, today));
  }

  async oneEquipmentCare(userId: number, equipmentId: number): Promise<EquipmentCare> {
    const { ownerId } = await this.access.equipment(userId, equipmentId, 'read');
    const rows = await loadCareRows(this.dataSource.manager, { ids: [ownerId] });
    return equipmentCare(
      rows.find((row) => row.equipmentId === equipmentId)!,
      todayIn(this.clock.now()),
    );
  }

  /**
   * The owner's answer to "When was it last serviced?" (a month, or 'never' for never / don't know), by
   * whoever may change the equipment; answers the equipment's care with it.
   */
  async setLastServiced(userId: number, equipmentId: number, input: ServiceHistoryInput): Promise<EquipmentCare> {
    await this.access.equipment(userId, equipmentId, 'write');
    checkNotFutureMonth(input, latestTodayAnywhere(this.clock.now()));
    await this.dataSource
      .getRepository(EquipmentServiceHistory)
      .upsert({ equipmentId, lastServiced: input.lastServiced }, ['equipmentId']);
    return this.oneEquipmentCare(userId, equipmentId);
  }
}
