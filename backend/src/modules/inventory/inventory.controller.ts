import { Controller, Get, Header, Param, StreamableFile, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import type { InventoryView } from './inventory.view';
import { InventoryService } from './inventory.service';

const HomeId = new ParseIdPipe(HOME_NOT_FOUND);

/** A home's inventory and its reports, for whoever reads the home (404 for anyone else). */
@Controller('homes')
@UseGuards(AuthenticatedGuard)
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Get(':id/inventory')
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<InventoryView> {
    return this.inventory.inventory(user.id, id);
  }

  @Get(':id/inventory.pdf')
  @Header('Cache-Control', 'no-store')
  async pdf(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<StreamableFile> {
    const { home, pdf } = await this.inventory.pdf(user.id, id);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="Inventory_${home.id}.pdf"`,
      length: pdf.length,
    });
  }

  @Get(':id/inventory.csv')
  @Header('Cache-Control', 'no-store')
  async csv(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<StreamableFile> {
    const { home, csv } = await this.inventory.csv(user.id, id);
    const bytes = Buffer.from(csv, 'utf8');
    return new StreamableFile(bytes, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="Inventory_${home.id}.csv"`,
      length: bytes.length,
    });
  }
}
