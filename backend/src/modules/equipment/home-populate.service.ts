import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { PopulateHomeDto } from '../homes/dto/populate-home.dto';
import type { PopulateResultView } from '../homes/template.view';
import { TemplatesService } from '../homes/templates.service';
import { EquipmentService } from './equipment.service';

/** Fills a home's equipment from a template and add-ons (the items come from the homes module). */
@Injectable()
export class HomePopulateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
    private readonly templates: TemplatesService,
    private readonly equipment: EquipmentService,
  ) {}

  /**
   * Creates the template's equipment, plus each add-on's, in one transaction with the home locked:
   * all or nothing, and items the home already has (by name) are skipped, so a second call creates 0.
   */
  async populate(userId: number, homeId: number, dto: PopulateHomeDto): Promise<PopulateResultView> {
    const created = await this.dataSource.transaction(async (manager) => {
      const home = await this.access.home(userId, homeId, 'write', { manager, lock: true });
      const items = await this.templates.populateItems(manager, homeId, dto);
      return this.equipment.createFromTemplate(manager, home.ownerId, homeId, items);
    });
    return { message: 'Equipment populated successfully', created };
  }
}
