/**
 * Label photos taken offline (docs/photo-capture.md): kept on this device in the signed-in user's own
 * IndexedDB database (`hb-capture-user-<id>`, deleted with the offline copies whenever the session ends:
 * shared/offline/offline-copies.ts), read when the connection returns, and shown as a queue.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { CAPTURE_DB_PREFIX } from '../../shared/offline/offline-copies';
import type { LabelAnalysis } from './equipment';
import type { PhotoProblem } from './photo-quality';

/**
 * The equipment a photo was taken for: kept by Add New Equipment that was then saved, or by Edit Equipment.
 * Once read, the photo fills in that equipment instead of creating another.
 */
export interface CaptureLink {
  equipmentId: number;
  homeId: number;
}

/** waiting: for the network; reading: sent; read: answered; unreadable: 422 with reasons; failed: another error. */
export type CaptureState = 'waiting' | 'reading' | 'read' | 'unreadable' | 'failed';

export interface QueuedCapture {
  id: number;
  photo: Blob;
  name: string;
  /** When it was taken (ms, this device's clock): the queue's order. */
  takenAt: number;
  state: CaptureState;
  analysis: LabelAnalysis | null;
  reasons: PhotoProblem[] | null;
  problem: string | null;
  /** Absent on photos kept before links existed, and on 'Scan a label' photos. */
  link?: CaptureLink | null;
}

interface CaptureSchema extends DBSchema {
  photos: { key: number; value: QueuedCapture };
}

const STORE = 'photos';
/** At most this many photos wait (each ≤ 5 MB). */
export const MAX_QUEUED = 20;

/** A change to any queue of this page: the views read it again. */
const changes = new EventTarget();
export function onQueueChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}
const changed = () => changes.dispatchEvent(new Event('change'));

export class QueueFullError extends Error {}

/** One user's queue. Each call opens and closes the database, so a deletion at sign-out is never blocked. */
export class CaptureQueue {
  constructor(readonly userId: number) {}

  private async use<T>(work: (db: IDBPDatabase<CaptureSchema>) => Promise<T>): Promise<T> {
    const db = await openDB<CaptureSchema>(`${CAPTURE_DB_PREFIX}${this.userId}`, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      },
    });
    try {
      return await work(db);
    } finally {
      db.close();
    }
  }

  /** Keeps the photo; its id in the queue. */
  async add(photo: File, link: CaptureLink | null = null, now = Date.now()): Promise<number> {
    const id = await this.use(async (db) => {
      if ((await db.count(STORE)) >= MAX_QUEUED) throw new QueueFullError();
      // The store gives the id (autoIncrement).
      const entry: Omit<QueuedCapture, 'id'> = {
        photo,
        name: photo.name,
        takenAt: now,
        state: 'waiting',
        analysis: null,
        reasons: null,
        problem: null,
        link,
      };
      return db.add(STORE, entry as QueuedCapture);
    });
    changed();
    return id;
  }

  list(): Promise<QueuedCapture[]> {
    return this.use(async (db) => (await db.getAll(STORE)).sort((a, b) => a.takenAt - b.takenAt || a.id - b.id));
  }

  async update(id: number, change: Partial<Omit<QueuedCapture, 'id'>>): Promise<void> {
    await this.use(async (db) => {
      const entry = await db.get(STORE, id);
      if (entry) await db.put(STORE, { ...entry, ...change });
    });
    changed();
  }

  async remove(id: number): Promise<void> {
    await this.use((db) => db.delete(STORE, id));
    changed();
  }
}

/** What keeping a label photo said: a toast after 'Scan a label', a notice in Add New Equipment. */
export interface KeepNotice {
  kept: boolean;
  /** The kept photo's id in the queue (null when it was not kept). */
  id: number | null;
  title: string;
  description: string;
}

export const PHOTO_KEPT = {
  title: 'Photo kept on this device',
  description: 'It will be read when you are back online.',
} as const;

/**
 * Puts a label photo taken without a network into the user's queue ('Scan a label' and Add New
 * Equipment's own photo buttons alike); what to tell the person, whether it was kept or not.
 */
export async function keepLabelPhoto(
  queue: CaptureQueue,
  photo: File,
  link: CaptureLink | null = null,
): Promise<KeepNotice> {
  try {
    const id = await queue.add(photo, link);
    return { kept: true, id, ...PHOTO_KEPT };
  } catch (error) {
    return error instanceof QueueFullError
      ? {
          kept: false,
          id: null,
          title: 'Too many photos waiting',
          description: 'Read or remove some of the waiting photos first.',
        }
      : { kept: false, id: null, title: 'The photo could not be kept', description: 'Try again when you are online.' };
  }
}

/** The queued photo as a File again (IndexedDB keeps Blobs; a File's name survives in `name`). */
export function queuedFile(entry: QueuedCapture): File {
  return new File([entry.photo], entry.name || 'label.jpg', { type: entry.photo.type || 'image/jpeg' });
}
