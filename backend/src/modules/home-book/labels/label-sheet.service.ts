import { BadRequestException, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { EquipmentService } from '../../equipment/equipment.service';
import type { HomeView } from '../../homes/home.view';
import { renderPdf } from '../pdf-renderer';
import { labelSheetDocument } from './label-sheet-document';
import { DEFAULT_SHEET, LABEL_SHEETS, LabelSheet, PAPERS, Paper } from './label-sheets';

export const UNKNOWN_PAPER = `paper must be one of: ${Object.keys(PAPERS).join(', ')}`;
export const UNKNOWN_LAYOUT = `layout must be one of: ${LABEL_SHEETS.map((sheet) => sheet.id).join(', ')}`;

/** The sheet asked for: a layout id, or the paper's usual sheet; a layout must fit the paper asked for. */
export function chooseSheet(paper: string | undefined, layout: string | undefined): LabelSheet {
  if (paper !== undefined && !(paper in PAPERS)) {
    throw new BadRequestException({ message: UNKNOWN_PAPER, code: 'UNKNOWN_PAPER' });
  }
  const id = layout ?? DEFAULT_SHEET[(paper as Paper | undefined) ?? 'letter'];
  const sheet = LABEL_SHEETS.find((candidate) => candidate.id === id);
  if (!sheet) throw new BadRequestException({ message: UNKNOWN_LAYOUT, code: 'UNKNOWN_LAYOUT' });
  if (paper !== undefined && sheet.paper !== paper) {
    throw new BadRequestException({ message: `${sheet.name} is not a ${paper} sheet`, code: 'LAYOUT_PAPER_MISMATCH' });
  }
  return sheet;
}

/** QR labels of a home's equipment: each code opens `PUBLIC_URL/homes/<homeId>?equipment=<id>`. */
@Injectable()
export class LabelSheetService {
  constructor(
    private readonly config: AppConfig,
    private readonly equipment: EquipmentService,
  ) {}

  /** The URL a label's QR code holds. */
  equipmentUrl(homeId: number, equipmentId: number): string {
    return `${this.config.publicUrl}/homes/${homeId}?equipment=${equipmentId}`;
  }

  /** Rendered in the calling process: no photos, a 100-equipment sheet lays out in a fraction of a second. */
  async render(home: Pick<HomeView, 'id' | 'name'>, sheet: LabelSheet): Promise<Buffer> {
    const items = await this.equipment.listForHome(home.id);
    const labels = items.map((item) => ({
      name: item.name,
      caption: home.name,
      url: this.equipmentUrl(home.id, item.id),
    }));
    return renderPdf(labelSheetDocument(sheet, home.name, labels));
  }
}
