import type { MessageView } from '../../core/http/message.view';
import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { CheckedDocument, UploadedDocument } from '../../core/documents/uploaded-document';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { EQUIPMENT_NOT_FOUND } from '../equipment/equipment.service';
import type { ReceiptView } from './inventory.view';
import { RECEIPT_NOT_FOUND, RECEIPT_RULES, ReceiptsService } from './receipts.service';

const EquipmentId = new ParseIdPipe(EQUIPMENT_NOT_FOUND);

/** An equipment's receipts: multipart `file`, a PDF or an image (docs/inventory.md). */
@Controller('equipment/:id/receipts')
@UseGuards(AuthenticatedGuard)
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get()
  list(@CurrentUser() user: SessionUser, @Param('id', EquipmentId) id: number): Promise<ReceiptView[]> {
    return this.receipts.list(user.id, id);
  }

  @Post()
  @UseInterceptors(FileUpload('file', RECEIPT_RULES.maxBytes, RECEIPT_RULES.tooLargeMessage))
  add(
    @CurrentUser() user: SessionUser,
    @Param('id', EquipmentId) id: number,
    @UploadedDocument(RECEIPT_RULES) document: CheckedDocument,
  ): Promise<ReceiptView> {
    return this.receipts.add(user.id, id, document);
  }

  @Delete(':receiptId')
  @HttpCode(200)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param('id', EquipmentId) id: number,
    @Param('receiptId', new ParseIdPipe(RECEIPT_NOT_FOUND)) receiptId: number,
  ): Promise<MessageView> {
    await this.receipts.remove(user.id, id, receiptId);
    return { message: 'Receipt deleted' };
  }
}
