/**
 * The recalls module's contract with the rest of the app (docs/recalls.md): what is known about a unit,
 * and what the matcher says about it. Kept stable: the owner's side (matches table, badge, mail) builds on it.
 */

/** What the matcher needs to know about one piece of equipment. */
export interface EquipmentFacts {
  brand: string | null;
  model: string | null;
  serial: string | null;
  /** Decoded from the serial or printed on the label: 'YYYY-MM-DD' or 'YYYY-MM'; null when unknown. */
  manufacturedOn?: string | null;
  /** The equipment type ('Gas Water Heater'…): narrows brands whose kinds come from different makers. */
  equipmentType?: string | null;
}

/**
 * `match`: the brand's manufacturer family and the model, and the manufacture date / serial inside any
 * range the recall states. `possible`: brand family and a model prefix, or a stated range that cannot be
 * checked (date or serial unknown or in another format).
 */
export type RecallMatchLevel = 'match' | 'possible';

export interface RecallMatch {
  /** The mirror's id (`recalls.id`). */
  recallId: number;
  level: RecallMatchLevel;
  /** Why, in plain words, one sentence each (brand, model, date, serial). */
  reasons: string[];
}

/** A recall as the owner's side shows it (title, hazard, remedy, consumer contact, link, date). */
export interface RecallSummary {
  id: number;
  source: RecallSource;
  sourceId: string;
  recallNumber: string | null;
  title: string;
  hazard: string | null;
  remedy: string | null;
  consumerContact: string | null;
  url: string | null;
  /** 'YYYY-MM-DD'. */
  recallDate: string | null;
}

export const RECALL_SOURCES = ['cpsc', 'health-canada', 'safety-gate'] as const;
export type RecallSource = (typeof RECALL_SOURCES)[number];
