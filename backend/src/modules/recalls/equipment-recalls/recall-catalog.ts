/** What identifies a unit to the matcher. */
export interface UnitFacts {
  brand: string;
  model: string;
  serial: string | null;
  /** The equipment type ('Gas Water Heater'…), when known. */
  equipmentType?: string | null;
  /** The manufacture date when known ('YYYY-MM-DD'); the matcher may decode it from the serial itself. */
  manufacturedOn?: string | null;
}

/** One recall the matcher flags for a unit, and why. */
export interface RecallMatchFound {
  recallId: number;
  level: 'match' | 'possible';
  reasons: string[];
}

/** What the owner reads about a recall (from the recall mirror). */
export interface RecallFacts {
  id: number;
  title: string;
  hazard: string | null;
  remedy: string | null;
  consumerContact: string | null;
  url: string | null;
  /** The recall's date, 'YYYY-MM-DD'. */
  date: string | null;
}

/**
 * The recall mirror as the owner's side of the watch needs it: the matcher, the facts of given recalls and
 * a hook after each sync with the recalls it added or changed. Bound to the feeds' services
 * (RecallMatchingService, the mirror) in equipment-recalls.module.ts.
 */
export abstract class RecallCatalog {
  /** `scope.recallIds`: only these recalls (a re-check after a sync). */
  abstract matchesFor(facts: UnitFacts, scope?: { recallIds?: number[] }): Promise<RecallMatchFound[]>;
  abstract facts(recallIds: number[]): Promise<RecallFacts[]>;
  /** `listener` runs after each sync that added or changed recalls, with their ids. */
  abstract onSynced(listener: (recallIds: number[]) => Promise<void>): void;
}
