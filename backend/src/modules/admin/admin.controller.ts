import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { AdminGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import type { AdminHomeView } from './admin-home.view';
import { AdminHomesService } from './admin-homes.service';
import { AdminOverviewService } from './admin-overview.service';
import { AdminOverviewView } from './admin-overview.view';
import { AdminUsersService, USER_NOT_FOUND } from './admin-users.service';
import type { AdminUserAccessView, AdminUserPageView, AdminUserView } from './admin-user.view';
import { AdminUserAccessService } from './admin-user-access.service';
import { UpdateUserAccessDto } from './dto/update-user-access.dto';
import { AdminUsersQueryDto, USER_QUERY_PARAMS } from './dto/admin-users-query.dto';
import { KnownQueryParamsPipe } from './dto/known-query-params.pipe';
import { AuditEntryView, AdminAuditService } from './audit/admin-audit.service';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';
import { DeleteUserDto } from './dto/delete-user.dto';

const UserId = new ParseIdPipe(USER_NOT_FOUND);
const HomeId = new ParseIdPipe(HOME_NOT_FOUND);
const DEFAULT_AUDIT_PAGE = 100;

/** Administrator routes: 401 without a session, 403 for a non-admin (AdminGuard), on every one. */
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly homes: AdminHomesService,
    private readonly audit: AdminAuditService,
    private readonly access: AdminUserAccessService,
    private readonly overviewCounts: AdminOverviewService,
  ) {}

  @Get('overview')
  overview(): Promise<AdminOverviewView> {
    return this.overviewCounts.overview();
  }

  /** Without parameters every user (spec); with any of `q`, `page`, `pageSize` one page of them (docs/admin.md). */
  @Get('users')
  listUsers(
    @Query() query: AdminUsersQueryDto,
    @Query(new KnownQueryParamsPipe(USER_QUERY_PARAMS)) raw: Record<string, unknown>,
  ): Promise<AdminUserView[] | AdminUserPageView> {
    return Object.keys(raw).length ? this.users.page(query) : this.users.list();
  }

  /** Deleting an admin needs { adminKey } = ADMIN_DELETION_KEY; the X-Super-Admin header is ignored. */
  @Delete('users/:id')
  @HttpCode(200)
  async deleteUser(
    @CurrentUser() admin: SessionUser,
    @Param('id', UserId) id: number,
    @Body() dto: DeleteUserDto,
  ): Promise<{ success: true }> {
    await this.users.remove(admin, id, dto?.adminKey);
    return { success: true };
  }

  /** `{ disabled }`; disabling an admin needs `{ adminKey }` = ADMIN_DELETION_KEY as deleting one does. */
  @Patch('users/:id')
  updateUser(
    @CurrentUser() admin: SessionUser,
    @Param('id', UserId) id: number,
    @Body() dto: UpdateUserAccessDto,
  ): Promise<AdminUserAccessView> {
    return this.access.setDisabled(admin, id, dto.disabled, dto.adminKey);
  }

  /** Mails the user a password reset link (202); 429 past the account's reset-mail cap. */
  @Post('users/:id/password-reset')
  @HttpCode(202)
  async sendPasswordReset(
    @CurrentUser() admin: SessionUser,
    @Param('id', UserId) id: number,
  ): Promise<{ success: true }> {
    await this.access.sendPasswordReset(admin, id);
    return { success: true };
  }

  @Get('homes')
  listHomes(): Promise<AdminHomeView[]> {
    return this.homes.list();
  }

  @Delete('homes/:id')
  @HttpCode(200)
  async deleteHome(@CurrentUser() admin: SessionUser, @Param('id', HomeId) id: number): Promise<{ success: true }> {
    await this.homes.remove(admin, id);
    return { success: true };
  }

  /** A private document: never kept by a browser or proxy cache. */
  @Get('homes/:id/export-pdf')
  @Header('Cache-Control', 'no-store')
  async exportPdf(@CurrentUser() admin: SessionUser, @Param('id', HomeId) id: number): Promise<StreamableFile> {
    const { pdf, contentDisposition } = await this.homes.exportPdf(admin, id);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: contentDisposition, length: pdf.length });
  }

  /** Newest first; `limit` 1..500 (default 100), `before` an entry id to page back; anything else is a 400. */
  @Get('audit-log')
  auditLog(@Query() query: AuditLogQueryDto): Promise<AuditEntryView[]> {
    return this.audit.list(query.limit || DEFAULT_AUDIT_PAGE, query.before || undefined);
  }
}
