import { Injectable } from '@nestjs/common';
import { BackupStatusService } from '../backups/backup-status.service';
import { SupportQueue } from '../chat/support-queue';
import { EquipmentService } from '../equipment/equipment.service';
import { HomesService } from '../homes/homes.service';
import { UsersService } from '../identity/users.service';
import { AdminOverviewClock } from './admin-overview-clock';
import { AdminOverviewView } from './admin-overview.view';

const HOUR_MS = 60 * 60 * 1000;
const LABEL_READS_WINDOW_MS = 7 * 24 * HOUR_MS;
const SUPPORT_WAIT_LIMIT_MS = 24 * HOUR_MS;

/** The Overview tab's numbers: each module counts its own rows (exported services, COUNT queries). */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly clock: AdminOverviewClock,
    private readonly users: UsersService,
    private readonly homes: HomesService,
    private readonly equipment: EquipmentService,
    private readonly supportQueue: SupportQueue,
    private readonly backups: BackupStatusService,
  ) {}

  async overview(): Promise<AdminOverviewView> {
    const now = this.clock.now().getTime();
    // One after another: the embedded database has a single connection.
    const users = await this.users.count();
    const homes = await this.homes.count();
    const equipment = await this.equipment.count();
    const labelReads = await this.equipment.labelReadCounts(new Date(now - LABEL_READS_WINDOW_MS));
    const support = await this.supportQueue.counts(new Date(now - SUPPORT_WAIT_LIMIT_MS));
    const lastBackupAt = (await this.backups.lastSuccessAt())?.toISOString() ?? null;
    return { users, homes, equipment, labelReads, support, lastBackupAt };
  }
}
