import { Body, Controller, Get, Param, Patch, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { CheckedDocument, UploadedDocument } from '../../core/documents/uploaded-document';
import { CreateWarrantyDto, ListWarrantiesQuery, NewDocumentDto, UpdateWarrantyDto } from './dto/warranty.dto';
import { WARRANTY_DOCUMENT_RULES, WARRANTY_NOT_FOUND, WarrantiesService } from './warranties.service';
import type { WarrantyDocumentView, WarrantyView } from './warranty.view';

const WarrantyId = new ParseIdPipe(WARRANTY_NOT_FOUND);
/** A warranty document (a PDF or an image) comes as multipart `file`; `photo`, its first name, still works. */
const DocumentUpload = FileUpload(
  ['file', 'photo'],
  WARRANTY_DOCUMENT_RULES.maxBytes,
  WARRANTY_DOCUMENT_RULES.tooLargeMessage,
);

@Controller('warranties')
@UseGuards(AuthenticatedGuard)
export class WarrantiesController {
  constructor(private readonly warranties: WarrantiesService) {}

  /**
   * `?equipmentId=N`: that equipment's warranty or null (sent as JSON `null`); without it, all the user's
   * warranties.
   */
  @Get()
  get(
    @CurrentUser() user: SessionUser,
    @Query() query: ListWarrantiesQuery,
  ): Promise<WarrantyView | WarrantyView[] | null> {
    return query.equipmentId === undefined
      ? this.warranties.list(user.id)
      : this.warranties.forEquipment(user.id, query.equipmentId);
  }

  @Post()
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateWarrantyDto): Promise<WarrantyView> {
    return this.warranties.create(user.id, dto);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', WarrantyId) id: number,
    @Body() dto: UpdateWarrantyDto,
  ): Promise<WarrantyView> {
    return this.warranties.update(user.id, id, dto);
  }

  /** Before the warranty exists: multipart `file` (or `photo`) and `equipmentId`. Declared before ':id/documents'. */
  @Post('new/documents')
  @UseInterceptors(DocumentUpload)
  async addPendingDocument(
    @CurrentUser() user: SessionUser,
    @Body() dto: NewDocumentDto,
    @UploadedDocument(WARRANTY_DOCUMENT_RULES) document: CheckedDocument,
  ): Promise<WarrantyDocumentView> {
    return this.warranties.addPendingDocument(user.id, dto.equipmentId, document);
  }

  @Post(':id/documents')
  @UseInterceptors(DocumentUpload)
  async addDocument(
    @CurrentUser() user: SessionUser,
    @Param('id', WarrantyId) id: number,
    @UploadedDocument(WARRANTY_DOCUMENT_RULES) document: CheckedDocument,
  ): Promise<WarrantyDocumentView> {
    return this.warranties.addDocument(user.id, id, document);
  }
}
