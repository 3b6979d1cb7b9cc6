import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy } from '../../../core/access/home-access-policy';
import { CareClock } from '../care-clock';
import type { AttentionItem, EquipmentCare } from '../care.view';
import { attentionItems, equipmentCare } from '../care-rules';
import { todayIn } from '../care-schedule';
import { loadCareRows } from '../care-snapshot';

/** The user's attention list and each equipment's plan (next due, status, life), on the clock's today. */
@Injectable()
export class CareService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: CareClock,
    private readonly access: HomeAccessPolicy,
  ) {}

  /** Of every equipment the user reads: their own homes' and the shared ones'. */
  async attention(userId: number): Promise<AttentionItem[]> {
    const rows = await loadCareRows(this.dataSource.manager, { readerId: userId });
    return attentionItems(rows, todayIn(this.clock.now()));
  }

  /** The care of every equipment the user reads (optionally one home's). */
  async equipmentCare(userId: number, homeId?: number): Promise<EquipmentCare[]> {
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
}
