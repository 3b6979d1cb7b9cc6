import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { AdminGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import type { PublicSettingsView } from '../settings/public-settings.view';
import { SettingsService } from '../settings/settings.service';
import { AdminAuditService } from './audit/admin-audit.service';

/** The instance's settings: 401 without a session, 403 for a non-admin (AdminGuard). */
@Controller('admin/settings')
@UseGuards(AdminGuard)
export class AdminSettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly audit: AdminAuditService,
  ) {}

  /**
   * Absent fields stay, null or '' unsets; an unknown field or a bad value is a 400 with field errors.
   * The body is checked by the settings service (typed `unknown` so the global pipe passes it unstripped).
   */
  @Patch()
  update(@CurrentUser() admin: SessionUser, @Body() body: unknown): Promise<PublicSettingsView> {
    return this.settings.update(admin.id, body, (manager, { changed }) =>
      this.audit.record(
        {
          adminUserId: admin.id,
          action: 'settings.update',
          targetType: 'settings',
          targetId: 0,
          details: { outcome: 'done', changed: changed.join(',') },
        },
        manager,
      ),
    );
  }
}
