import type { MessageView } from '../../../core/http/message.view';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../../core/http/auth.guards';
import { FileUpload, UploadedFileInMemory } from '../../../core/http/file-upload.interceptor';
import type { UploadedFileData } from '../../../core/http/http-request';
import { ParseIdPipe } from '../../../core/http/parse-id.pipe';
import { EQUIPMENT_NOT_FOUND } from '../../equipment/equipment.service';
import {
  CreateMaintenanceRecordDto,
  RemoveAttachmentDto,
  UpdateMaintenanceRecordDto,
} from '../dto/maintenance-record.dto';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from './maintenance-attachment';
import { MaintenanceRecordView } from './maintenance-record.view';
import { MAINTENANCE_NOT_FOUND, MaintenanceService } from './maintenance.service';

const EquipmentId = new ParseIdPipe(EQUIPMENT_NOT_FOUND);
const RecordId = new ParseIdPipe(MAINTENANCE_NOT_FOUND);

@Controller('equipment/:equipmentId/maintenance')
@UseGuards(AuthenticatedGuard)
export class EquipmentMaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Get()
  list(
    @CurrentUser() user: SessionUser,
    @Param('equipmentId', EquipmentId) equipmentId: number,
  ): Promise<MaintenanceRecordView[]> {
    return this.maintenance.list(user.id, equipmentId);
  }

  @Post()
  create(
    @CurrentUser() user: SessionUser,
    @Param('equipmentId', EquipmentId) equipmentId: number,
    @Body() dto: CreateMaintenanceRecordDto,
  ): Promise<MaintenanceRecordView> {
    return this.maintenance.create(user.id, equipmentId, dto);
  }
}

@Controller('maintenance')
@UseGuards(AuthenticatedGuard)
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', RecordId) id: number,
    @Body() dto: UpdateMaintenanceRecordDto,
  ): Promise<MaintenanceRecordView> {
    return this.maintenance.update(user.id, id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: SessionUser, @Param('id', RecordId) id: number): Promise<MessageView> {
    await this.maintenance.remove(user.id, id);
    return { message: 'Maintenance record deleted' };
  }

  /** Multipart `file`: an image or a PDF, at most 5 MB. */
  @Post(':id/attachments')
  @HttpCode(200)
  @UseInterceptors(FileUpload('file', ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE))
  addAttachment(
    @CurrentUser() user: SessionUser,
    @Param('id', RecordId) id: number,
    @UploadedFileInMemory() file: UploadedFileData | undefined,
  ): Promise<MaintenanceRecordView> {
    return this.maintenance.addAttachment(user.id, id, file);
  }

  @Delete(':id/attachments')
  @HttpCode(200)
  removeAttachment(
    @CurrentUser() user: SessionUser,
    @Param('id', RecordId) id: number,
    @Body() dto: RemoveAttachmentDto,
  ): Promise<MaintenanceRecordView> {
    return this.maintenance.removeAttachment(user.id, id, dto.url);
  }
}
