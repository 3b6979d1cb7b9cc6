import type { MessageView } from '../../core/http/message.view';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import { JsonText } from '../../core/http/json-text';
import { VersionedRead } from '../../core/http/versioned-read';
import type { SqlValue } from '../../core/database/plain-rows';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { CheckedImage, UploadedImage } from '../../core/http/uploaded-image';
import { PHOTO_UPLOAD_RULES } from '../../core/images/photo-normaliser';
import { CreateEquipmentDto, ListEquipmentQuery, UpdateEquipmentDto } from './dto/equipment.dto';
import { EquipmentRecordsService } from './equipment-records.service';
import { EQUIPMENT_NOT_FOUND } from './equipment.service';
import type { EquipmentView } from './equipment.view';

const EquipmentId = new ParseIdPipe(EQUIPMENT_NOT_FOUND);

@Controller('equipment')
@UseGuards(AuthenticatedGuard)
export class EquipmentController {
  constructor(private readonly equipment: EquipmentRecordsService) {}

  @Get()
  @VersionedRead('listVersionQuery')
  list(@CurrentUser() user: SessionUser, @Query() query: ListEquipmentQuery): Promise<JsonText<EquipmentView[]>> {
    return this.equipment.list(user.id, query.homeId);
  }

  /** Not a route: the version of `list`'s answer (@VersionedRead). */
  listVersionQuery(query: ListEquipmentQuery): SqlValue | null {
    return this.equipment.listVersionQuery(query.homeId);
  }

  @Get(':id')
  get(@CurrentUser() user: SessionUser, @Param('id', EquipmentId) id: number): Promise<EquipmentView> {
    return this.equipment.get(user.id, id);
  }

  @Post()
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateEquipmentDto): Promise<EquipmentView> {
    return this.equipment.create(user.id, dto);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', EquipmentId) id: number,
    @Body() dto: UpdateEquipmentDto,
  ): Promise<EquipmentView> {
    return this.equipment.update(user.id, id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: SessionUser, @Param('id', EquipmentId) id: number): Promise<MessageView> {
    await this.equipment.remove(user.id, id);
    return { message: 'Equipment deleted' };
  }

  /** Appends a photo (the first is the main photo); answers the updated equipment. */
  @Post(':id/photos')
  @HttpCode(200)
  @UseInterceptors(FileUpload('photo', PHOTO_UPLOAD_RULES.maxBytes, PHOTO_UPLOAD_RULES.tooLargeMessage))
  async addPhoto(
    @CurrentUser() user: SessionUser,
    @Param('id', EquipmentId) id: number,
    @UploadedImage(PHOTO_UPLOAD_RULES) image: CheckedImage,
  ): Promise<EquipmentView> {
    return this.equipment.addPhoto(user.id, id, image);
  }
}
