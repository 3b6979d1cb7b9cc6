import type { EquipmentRecall } from './equipment-recall.entity';
import type { EquipmentRecallView } from './equipment-recall.view';
import type { RecallFacts } from './recall-catalog';

export function toEquipmentRecallView(row: EquipmentRecall, recall: RecallFacts): EquipmentRecallView {
  return {
    id: row.recallId,
    title: recall.title,
    hazard: recall.hazard,
    remedy: recall.remedy,
    consumerContact: recall.consumerContact,
    url: recall.url,
    date: recall.date,
    level: row.level,
    why: row.reasons,
    status: row.status,
  };
}
