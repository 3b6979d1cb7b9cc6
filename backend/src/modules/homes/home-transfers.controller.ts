import type { MessageView } from '../../core/http/message.view';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { TokenRouteLimit } from '../../core/http/token-route-limit';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { HomeTransferDto } from './dto/home-transfer.dto';
import { HOME_NOT_FOUND } from './homes.service';
import { HomeTransfersService } from './home-transfers.service';
import type {
  HomeTransferView,
  PendingTransferView,
  TransferAcceptedView,
  TransferPreviewView,
} from './home-sharing.view';

const HomeId = new ParseIdPipe(HOME_NOT_FOUND);

/** Hand-over of a home to a new owner (issue 15, docs/sharing.md): asked, shown and cancelled by its owner. */
@Controller('homes/:id/transfer')
@UseGuards(AuthenticatedGuard)
export class HomeTransfersController {
  constructor(private readonly transfers: HomeTransfersService) {}

  @Post()
  request(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @Body() dto: HomeTransferDto,
  ): Promise<HomeTransferView> {
    return this.transfers.request(user.id, id, dto.email);
  }

  @Get()
  pending(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<PendingTransferView> {
    return this.transfers.pending(user.id, id);
  }

  @Delete()
  @HttpCode(200)
  async cancel(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<MessageView> {
    await this.transfers.cancel(user.id, id);
    return { message: 'Transfer cancelled' };
  }
}

/**
 * The new owner's side, by the link's token: the preview answers anyone (a signed-out visitor sees what the
 * link is; limited per address), accepting needs a session.
 */
@Controller('transfers/:token')
@UseGuards(TokenRouteLimit('sharingLink'))
export class TransferLinksController {
  constructor(private readonly transfers: HomeTransfersService) {}

  @Get()
  preview(@Param('token') token: string): Promise<TransferPreviewView> {
    return this.transfers.preview(token);
  }

  @Post('accept')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  accept(@CurrentUser() user: SessionUser, @Param('token') token: string): Promise<TransferAcceptedView> {
    return this.transfers.accept(user.id, token);
  }
}
