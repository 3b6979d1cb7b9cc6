import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { EquipmentChangeEvents } from '../equipment/equipment-change-events';
import { EquipmentImportRows, type ImportableEquipment } from '../equipment/equipment-import-rows.service';
import { ExistingItem, PlannedRow, planImport } from './import-plan';
import type { InventoryImportView } from './inventory-import.view';
import { InventoryClock } from './inventory-clock';
import { planColumns } from './spreadsheet-columns';
import { ImportedItem, readItem } from './spreadsheet-item';
import { readSheet, SpreadsheetRefusal } from './spreadsheet-reader';

/** What one import takes (docs/inventory.md, "Import"). */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 5000 };

export const IMPORT_HAS_ERRORS = 'IMPORT_HAS_ERRORS';

export interface ImportOptions {
  dryRun: boolean;
  skipErrors: boolean;
}

/**
 * Imports a CSV or TSV spreadsheet (ours or HomeBox's) into a home's equipment: reads and checks every row,
 * compares them with the home's equipment by import ref, then (unless a dry run) writes the rows that create or
 * update in one transaction, all or nothing, under the home's lock (two imports into one home take turns).
 * Any row with an error refuses the whole file unless skipErrors.
 */
@Injectable()
export class InventoryImportService {
  private readonly logger = new Logger(InventoryImportService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
    private readonly equipment: EquipmentImportRows,
    private readonly clock: InventoryClock,
    private readonly changes: EquipmentChangeEvents,
  ) {}

  async import(userId: number, homeId: number, file: Buffer, options: ImportOptions): Promise<InventoryImportView> {
    await this.access.home(userId, homeId, 'write');
    const { plan: columns, rows } = this.read(file);
    if (options.dryRun) {
      return this.view(true, planImport(rows, await this.existing(homeId), columns.fields), columns.ignoredColumns);
    }
    const { planned, savedIds } = await this.dataSource.transaction(async (manager) => {
      const home = await this.access.home(userId, homeId, 'write', { manager, lock: true });
      const existing = await this.existing(homeId, manager);
      const planned = planImport(rows, existing, columns.fields);
      if (planned.some((row) => row.status === 'error') && !options.skipErrors) return { planned, savedIds: [] };
      const byId = new Map(existing.map((item) => [item.id, item]));
      const createdIds = await this.equipment.insert(
        manager,
        { ownerId: home.ownerId, homeId },
        planned.filter((row) => row.status === 'create').map((row) => newEquipment(row.item)),
      );
      const updates = planned
        .filter((row) => row.status === 'update')
        .map((row) => {
          const current = byId.get(row.equipmentId!)!;
          // An equipment keeps its ref; one without gets the row's (our export's 'hb-<id>').
          return { ...current, ...row.changes, importRef: current.importRef ?? row.item.importRef ?? null };
        });
      await this.equipment.update(manager, homeId, updates);
      return { planned, savedIds: [...createdIds, ...updates.map((row) => row.id)] };
    });
    // After the commit: listeners (the recall watch) check them in the background, the answer does not wait.
    await this.changes.batchSaved({ equipmentIds: savedIds, userId });
    const view = this.view(false, planned, columns.ignoredColumns);
    if (view.errors && !options.skipErrors) {
      throw new BadRequestException({
        code: IMPORT_HAS_ERRORS,
        message: `Nothing was imported: ${view.errors} ${view.errors === 1 ? 'row has' : 'rows have'} errors. Correct them, or import with "skip rows with errors".`,
        ...view,
      });
    }
    this.logger.log({ msg: 'spreadsheet imported', userId, homeId, created: view.created, updated: view.updated });
    return view;
  }

  private read(file: Buffer) {
    try {
      const sheet = readSheet(file, IMPORT_LIMITS.maxRows);
      const plan = planColumns(sheet.headers);
      if (!plan.fields.has('name')) {
        throw new SpreadsheetRefusal(
          'NO_NAME_COLUMN',
          'The file has no name column: its first line should name the columns, with one called Name (or HB.name)',
        );
      }
      // The latest day anywhere on Earth (UTC+14), as the equipment form's purchase date allows.
      const today = new Date(this.clock.now().getTime() + 14 * 3600_000).toISOString().slice(0, 10);
      return { plan, rows: sheet.rows.map((row) => ({ row: row.row, ...readItem(plan, row, today) })) };
    } catch (error) {
      if (error instanceof SpreadsheetRefusal) {
        throw new BadRequestException({ code: error.code, message: error.message });
      }
      throw error;
    }
  }

  private async existing(homeId: number, manager = this.dataSource.manager): Promise<ExistingItem[]> {
    return this.equipment.ofHome(homeId, manager);
  }

  private view(dryRun: boolean, planned: PlannedRow[], ignoredColumns: string[]): InventoryImportView {
    const count = (status: PlannedRow['status']) => planned.filter((row) => row.status === status).length;
    return {
      dryRun,
      rows: planned.map(({ row, status, errors, item }) => ({ row, status, errors, name: item.name ?? null })),
      created: count('create'),
      updated: count('update'),
      skipped: count('skip'),
      errors: count('error'),
      ignoredColumns,
    };
  }
}

/** A created equipment: the row's fields, defaults for the columns the file lacks. */
function newEquipment(item: ImportedItem): Omit<ImportableEquipment, 'id'> {
  return {
    importRef: item.importRef ?? null,
    name: item.name!,
    type: item.type ?? null,
    brand: item.brand ?? null,
    modelNumber: item.modelNumber ?? null,
    serialNumber: item.serialNumber ?? null,
    installationDate: item.installationDate ?? null,
    notes: item.notes ?? null,
    room: item.room ?? null,
    purchaseDate: item.purchaseDate ?? null,
    purchasePriceCents: item.purchasePriceCents ?? null,
    replacementCostCents: item.replacementCostCents ?? null,
    purchasedFrom: item.purchasedFrom ?? null,
    quantity: item.quantity ?? 1,
  };
}
