import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { EquipmentService, TemplateItem } from '../equipment/equipment.service';
import { PopulateHomeDto } from './dto/populate-home.dto';
import { EquipmentCategory } from './entities/equipment-category.entity';
import { HomeTemplate } from './entities/home-template.entity';
import { TemplateEquipment } from './entities/template-equipment.entity';
import { HomesService } from './homes.service';
import { TEMPLATE_ADD_ONS, TemplateAddOn } from './templates/template-add-ons';
import { parseId } from '../../core/http/parse-id.pipe';

export interface TemplateSummary {
  id: number;
  name: string;
  description: string | null;
}

export interface CategorySummary {
  id: number;
  name: string;
  description: string | null;
  order: number;
}

export interface PopulateResult {
  message: 'Equipment populated successfully';
  created: number;
}

/** The add-ons named by id, each once; an unknown id is a 400 naming it. */
export function resolveAddOns(ids: string[]): TemplateAddOn[] {
  const unique = [...new Set(ids)];
  return unique.map((id) => {
    const addOn = TEMPLATE_ADD_ONS.find((candidate) => candidate.id === id);
    if (!addOn) throw new BadRequestException(`Unknown add-on: ${id}`);
    return addOn;
  });
}

/** Home templates, equipment categories, and filling a home's equipment from them. */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly homes: HomesService,
    private readonly equipment: EquipmentService,
  ) {}

  async list(): Promise<TemplateSummary[]> {
    return this.dataSource
      .getRepository(HomeTemplate)
      .find({ select: { id: true, name: true, description: true }, order: { id: 'ASC' } });
  }

  async categories(): Promise<CategorySummary[]> {
    return this.dataSource.getRepository(EquipmentCategory).find({
      select: { id: true, name: true, description: true, order: true },
      order: { order: 'ASC', name: 'ASC' },
    });
  }

  /**
   * Creates the template's equipment, plus each add-on's, in one transaction with the home locked:
   * all or nothing, and items the home already has (by name) are skipped, so a second call creates 0.
   */
  async populate(userId: number, homeId: number, dto: PopulateHomeDto): Promise<PopulateResult> {
    const created = await this.dataSource.transaction(async (manager) => {
      await this.homes.lockOwned(manager, userId, homeId);
      if (dto.homeId !== undefined && dto.homeId !== null && parseId(dto.homeId) !== homeId) {
        throw new BadRequestException('homeId must be the home in the URL');
      }
      const addOns = resolveAddOns(dto.addOns ?? []);
      const items = [
        ...(await this.templateItems(manager, dto.templateId)),
        ...(await this.addOnItems(manager, addOns)),
      ];
      return this.equipment.createFromTemplate(manager, userId, homeId, items);
    });
    return { message: 'Equipment populated successfully', created };
  }

  private async templateItems(manager: EntityManager, templateId: number): Promise<TemplateItem[]> {
    const template = await manager.getRepository(HomeTemplate).findOneBy({ id: templateId });
    if (!template) throw new BadRequestException('Template not found');
    const rows = await manager
      .getRepository(TemplateEquipment)
      .createQueryBuilder('item')
      .leftJoin(EquipmentCategory, 'category', 'category.id = item.categoryId')
      .where('item.templateId = :templateId', { templateId })
      .orderBy('category.order', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .getMany();
    return rows.map((row) => ({ name: row.name, categoryId: row.categoryId, templateEquipmentId: row.id }));
  }

  private async addOnItems(manager: EntityManager, addOns: TemplateAddOn[]): Promise<TemplateItem[]> {
    const items = addOns.flatMap((addOn) => addOn.items);
    if (!items.length) return [];
    const categories = await manager
      .getRepository(EquipmentCategory)
      .findBy({ name: In([...new Set(items.map((item) => item.category))]) });
    const categoryId = new Map(categories.map((category) => [category.name, category.id]));
    return items.map((item) => ({
      name: item.name,
      categoryId: categoryId.get(item.category) ?? null,
      templateEquipmentId: null,
    }));
  }
}
