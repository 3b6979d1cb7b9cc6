import { Injectable } from '@nestjs/common';
import { ObjectStorage } from '../../core/storage/object-storage';
import { CareService } from '../care/attention/care.service';
import { MaintenanceService } from '../care/maintenance/maintenance.service';
import { EquipmentService } from '../equipment/equipment.service';
import { HomesService } from '../homes/homes.service';
import { TemplatesService } from '../homes/templates.service';
import { UsersService } from '../identity/users.service';
import { WarrantiesService } from '../warranties/warranties.service';
import { todayIso } from '../warranties/warranty-status';
import {
  HomeBookContent,
  HomeBookItem,
  HomeBookMaintenance,
  HomeBookSection,
  homeBookDocument,
} from './home-book-document';
import { EQUIPMENT_PHOTO_SIDE, HOME_PHOTO_SIDE, HomeBookImages } from './home-book-images';
import { renderPdf } from './pdf-renderer';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { userFilesPrefix } from '../../core/storage/storage-keys';

/** Equipment without a category (added by hand rather than from a template) comes last, under this name. */
export const UNCATEGORISED = 'Other equipment';

export interface RenderedHomeBook {
  pdf: Buffer;
  pages: number;
  /** Where the time went, in ms (logged by the job). */
  timings: { contentMs: number; layoutMs: number };
}

/**
 * Reads a home, its equipment, categories, warranties, maintenance history, attention list and photos
 * through their modules, and renders the PDF.
 */
@Injectable()
export class HomeBookService {
  constructor(
    private readonly homes: HomesService,
    private readonly templates: TemplatesService,
    private readonly equipment: EquipmentService,
    private readonly warranties: WarrantiesService,
    private readonly users: UsersService,
    private readonly storage: ObjectStorage,
    private readonly maintenance: MaintenanceService,
    private readonly care: CareService,
    private readonly access: HomeAccessPolicy,
    private readonly dataSource: DataSource,
  ) {}

  async render(homeId: number): Promise<RenderedHomeBook> {
    const started = performance.now();
    const content = await this.content(homeId);
    const contentMs = performance.now() - started;
    let pages = 0;
    const pdf = await renderPdf(homeBookDocument(content, (count) => (pages = count)));
    const layoutMs = performance.now() - started - contentMs;
    return { pdf, pages, timings: { contentMs: Math.round(contentMs), layoutMs: Math.round(layoutMs) } };
  }

  /** The rows, categories and photos (re-encoded) the book shows. */

  async content(homeId: number): Promise<HomeBookContent> {
    const home = await this.homes.getAny(homeId);
    const [equipment, categories, owner] = await Promise.all([
      this.equipment.listForHome(home.id),
      this.templates.categories(),
      this.users.findById(home.userId),
    ]);
    const equipmentIds = equipment.map((item) => item.id);
    const [warranties, records, attention] = await Promise.all([
      this.warranties.forEquipmentIds(equipmentIds),
      this.maintenance.forEquipment(equipmentIds),
      this.care.attention(home.userId),
    ]);
    const warrantyByEquipment = new Map(warranties.map((warranty) => [warranty.equipmentId, warranty]));
    const historyByEquipment = new Map<number, HomeBookMaintenance[]>();
    for (const record of records) {
      const history = historyByEquipment.get(record.equipmentId) ?? [];
      history.push({
        date: record.date,
        type: record.type,
        description: record.description,
        cost: record.cost,
        serviceProvider: record.serviceProvider,
        nextScheduledDate: record.nextScheduledDate,
        attachments: record.attachments.length,
      });
      historyByEquipment.set(record.equipmentId, history);
    }
    const items: HomeBookItem[] = equipment.map((item) => {
      const warranty = warrantyByEquipment.get(item.id);
      return {
        equipment: item,
        warranty: warranty
          ? {
              provider: warranty.provider,
              policyNumber: warranty.policyNumber,
              startDate: warranty.startDate,
              endDate: warranty.endDate,
              status: warranty.derivedStatus,
              autoRenewal: warranty.autoRenewal,
              terms: warranty.terms,
            }
          : null,
        maintenance: historyByEquipment.get(item.id) ?? [],
      };
    });

    // Sections in the categories' own order (as the home screen shows them), uncategorised last.
    const sections: HomeBookSection[] = categories
      .map((category) => ({
        category: category.name,
        items: items.filter((i) => i.equipment.categoryId === category.id),
      }))
      .filter((section) => section.items.length);
    const known = new Set(categories.map((category) => category.id));
    const rest = items.filter((item) => item.equipment.categoryId === null || !known.has(item.equipment.categoryId));
    if (rest.length) sections.push({ category: UNCATEGORISED, items: rest });

    const readablePrefixes = [
      userFilesPrefix(home.userId),
      ...(await this.access.formerFilePrefixes(this.dataSource.manager, { homeId: home.id })),
    ];
    const images = await new HomeBookImages(this.storage, readablePrefixes).load([
      { url: home.photoUrl, maxSide: HOME_PHOTO_SIDE },
      ...equipment.map((item) => ({ url: item.photos[0], maxSide: EQUIPMENT_PHOTO_SIDE })),
    ]);
    return {
      home,
      ownerName: owner?.username ?? null,
      exportedOn: todayIso(),
      sections,
      // 'Details missing' items are left out: the summary's 'Still to complete' already lists them.
      attention: attention
        .filter((item) => item.homeId === home.id && item.kind !== 'incomplete')
        .map(({ kind, title, detail }) => ({ kind, title, detail })),
      images,
    };
  }
}
