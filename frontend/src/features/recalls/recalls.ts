/**
 * The recall watch's shapes: the backend's views, imported as types (`@api/*` is backend/src/modules/*,
 * type-only view files), so the two sides cannot drift apart.
 */
export type {
  EquipmentRecallBadgeView as RecallBadgeInfo,
  EquipmentRecallLevel as RecallLevel,
  EquipmentRecallStatus as RecallStatus,
  EquipmentRecallView as EquipmentRecall,
} from '@api/recalls/equipment-recalls/equipment-recall.view';

/** The badge's words: a match is a 'Recall', a possible match a 'Possible recall'. */
export const recallLevelLabel = (level: 'match' | 'possible') => (level === 'match' ? 'Recall' : 'Possible recall');

/** 'Jan 5, 2025' for a 'YYYY-MM-DD' day (read as a calendar day, not shifted by the time zone). */
export function formatRecallDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
