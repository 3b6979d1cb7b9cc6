/**
 * The recall watch's API shapes, as the frontend imports them (types only: this file imports nothing).
 */

export type EquipmentRecallLevel = 'match' | 'possible';
export type EquipmentRecallStatus = 'open' | 'not_mine' | 'remedy_done';

/** GET /api/equipment/{id}/recalls item (also the answer of the two actions). */
export interface EquipmentRecallView {
  /** The recall's id (in the recall mirror). */
  id: number;
  title: string;
  hazard: string | null;
  remedy: string | null;
  consumerContact: string | null;
  url: string | null;
  /** 'YYYY-MM-DD' */
  date: string | null;
  level: EquipmentRecallLevel;
  /** Why it matched, one sentence each. */
  why: string[];
  status: EquipmentRecallStatus;
}

/** GET /api/equipment-recalls?homeId= item: an equipment's open recalls, for the badge on its card. */
export interface EquipmentRecallBadgeView {
  equipmentId: number;
  /** 'match' when any open recall is a match, else 'possible'. */
  level: EquipmentRecallLevel;
  count: number;
}
