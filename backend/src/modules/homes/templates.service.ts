import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { PopulateHomeDto } from './dto/populate-home.dto';
import { EquipmentCategory } from './entities/equipment-category.entity';
import { HomeTemplate } from './entities/home-template.entity';
import { TemplateEquipment } from './entities/template-equipment.entity';
import { TEMPLATE_ADD_ONS, TemplateAddOn } from './templates/template-add-ons';
import { parseId } from '../../core/http/parse-id.pipe';
import type { CategoryView, TemplateSummaryView } from './template.view';

/** One item to create from a home template or add-on. */
export interface TemplateItem {
  name: string;
  categoryId: number | null;
  /** The template_equipment row it came from; null for add-on items. */
  templateEquipmentId: number | null;
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

/**
 * Home templates and equipment categories, and the items a template and add-ons name (the equipment
 * module creates them: POST /api/homes/:id/populate).
 */
@Injectable()
export class TemplatesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<TemplateSummaryView[]> {
    return this.dataSource
      .getRepository(HomeTemplate)
      .find({ select: { id: true, name: true, description: true }, order: { id: 'ASC' } });
  }

  async categories(): Promise<CategoryView[]> {
    return this.dataSource.getRepository(EquipmentCategory).find({
      select: { id: true, name: true, description: true, order: true },
      order: { order: 'ASC', name: 'ASC' },
    });
  }

  /**
   * The template's items, then each add-on's (400 for an unknown template or add-on, or a body homeId
   * other than the URL's), read in the caller's transaction.
   */
  async populateItems(manager: EntityManager, homeId: number, dto: PopulateHomeDto): Promise<TemplateItem[]> {
    if (dto.homeId !== undefined && dto.homeId !== null && parseId(dto.homeId) !== homeId) {
      throw new BadRequestException('homeId must be the home in the URL');
    }
    const addOns = resolveAddOns(dto.addOns ?? []);
    return [...(await this.templateItems(manager, dto.templateId)), ...(await this.addOnItems(manager, addOns))];
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
