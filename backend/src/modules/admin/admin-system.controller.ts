import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../../core/http/auth.guards';
import { SystemHealth } from '../../core/health/system-health';
import { toAdminSystemView } from './admin-system.mapper';
import type { AdminSystemView } from './admin-system.view';

/** The admin System tab's health panel: 401 without a session, 403 for a non-admin (AdminGuard). */
@Controller('admin/system')
@UseGuards(AdminGuard)
export class AdminSystemController {
  constructor(private readonly health: SystemHealth) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async system(): Promise<AdminSystemView> {
    return toAdminSystemView(await this.health.report());
  }
}
