import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { insertWithIds, reserveIds } from '../../core/database/reserved-ids';
import { EquipmentCategory } from './entities/equipment-category.entity';
import { HomeTemplate } from './entities/home-template.entity';
import { Home } from './entities/home.entity';
import { TemplateEquipment } from './entities/template-equipment.entity';

/** A template item named the way it survives between servers: its template's name and its own. */
export interface TemplateItemRef {
  template: string;
  name: string;
}

export type HomeRow = Omit<Home, never>;

/**
 * Data portability of this module's tables (homes) for the archive module's export and
 * import: plain reads by owner, id reservation and inserts in the caller's transaction, and the
 * reference data (categories, template items) by natural key, since their ids differ between servers.
 */
@Injectable()
export class HomesPortability {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's homes (or one of them), oldest first. */
  homes(userId: number, homeId?: number): Promise<Home[]> {
    return this.dataSource
      .getRepository(Home)
      .find({ where: homeId === undefined ? { userId } : { userId, id: homeId }, order: { id: 'ASC' } });
  }

  async categoryNames(): Promise<Map<number, string>> {
    const rows = await this.dataSource.getRepository(EquipmentCategory).find({ select: { id: true, name: true } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async templateItemRefs(): Promise<Map<number, TemplateItemRef>> {
    const [templates, items] = await Promise.all([
      this.dataSource.getRepository(HomeTemplate).find({ select: { id: true, name: true } }),
      this.dataSource.getRepository(TemplateEquipment).find({ select: { id: true, templateId: true, name: true } }),
    ]);
    const templateName = new Map(templates.map((template) => [template.id, template.name]));
    return new Map(
      items.map((item) => [item.id, { template: templateName.get(item.templateId) ?? '', name: item.name }]),
    );
  }

  reserveHomeIds(manager: EntityManager, count: number): Promise<number[]> {
    return reserveIds(manager, 'homes', count);
  }

  async insertHomes(manager: EntityManager, rows: HomeRow[]): Promise<void> {
    await insertWithIds(manager, Home, rows);
  }
}
