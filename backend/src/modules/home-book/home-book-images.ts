import { Logger } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import { sharp } from '../../core/images/sharp';
import { MAX_INPUT_PIXELS } from '../../core/http/uploaded-image';
import { storageKeyFromUrl } from '../../core/storage/file-urls';
import { ObjectStorage } from '../../core/storage/object-storage';

/** Longest side in pixels: about 2x the size printed (home photo ~500 pt wide, equipment ~130 pt). */
export const HOME_PHOTO_SIDE = 1000;
export const EQUIPMENT_PHOTO_SIDE = 360;
const JPEG_QUALITY = 72;
/** Photos decoded at once: sharp works on libuv's thread pool, this bounds the memory held meanwhile. */
const PHOTOS_AT_ONCE = 6;
/** A stored photo is at most 5 MB by upload rules; anything bigger is not ours to embed. */
const MAX_STORED_BYTES = 12 * 1024 * 1024;

export interface EmbeddableImage {
  /** data:image/jpeg;base64,… as pdfmake's images dictionary takes it. */
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * Re-encoded photos kept between exports, by storage key and size. Stored keys are never overwritten
 * (every upload gets a new uuid key), so an entry cannot go stale; a deleted file's entry is simply
 * never asked for again and ages out. Bounded by bytes, least recently used first out.
 */
class ThumbnailCache {
  private readonly entries = new Map<string, EmbeddableImage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): EmbeddableImage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, image: EmbeddableImage): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, image);
    this.bytes += image.dataUrl.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.dataUrl.length;
    }
  }
}

/** About 2,000 equipment thumbnails (~15 KB each as base64) per worker process. */
const thumbnails = new ThumbnailCache(32 * 1024 * 1024);

interface Wanted {
  url: string | null | undefined;
  maxSide: number;
}

/**
 * Reads the home book's photos from object storage and re-encodes them as small JPEGs, a few at a
 * time. Only files under the given prefixes are read (the home owner's users/<ownerId>/, and the
 * folders the home and its equipment kept from a former owner after a hand-over): a URL pointing anywhere else
 * (an external address, another user's file) is never fetched. A photo that cannot be read or decoded
 * is left out (and logged) rather than failing the export. Each key is processed once per export, and
 * its result is kept for later exports (ThumbnailCache).
 */
export class HomeBookImages {
  private readonly logger = new Logger(HomeBookImages.name);

  constructor(
    private readonly storage: ObjectStorage,
    /** users/<ownerId>/ and the home's former owners' folders (HomeAccessPolicy.formerFilePrefixes). */
    private readonly readablePrefixes: string[],
  ) {}

  /** The images by URL (URLs that gave no image are absent). */
  async load(wanted: Wanted[]): Promise<Map<string, EmbeddableImage>> {
    const sideByUrl = new Map<string, number>();
    for (const { url, maxSide } of wanted) {
      if (url && this.keyOf(url)) sideByUrl.set(url, Math.max(sideByUrl.get(url) ?? 0, maxSide));
    }
    const queue = [...sideByUrl.entries()];
    const images = new Map<string, EmbeddableImage>();
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, maxSide] = next;
        const image = await this.loadOne(this.keyOf(url)!, maxSide);
        if (image) images.set(url, image);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, queue.length) }, worker));
    return images;
  }

  private keyOf(url: string): string | null {
    const key = storageKeyFromUrl(url);
    return key && this.readablePrefixes.some((prefix) => key.startsWith(prefix)) ? key : null;
  }

  private async loadOne(key: string, maxSide: number): Promise<EmbeddableImage | null> {
    const cacheKey = `${maxSide}:${key}`;
    const cached = thumbnails.get(cacheKey);
    if (cached) return cached;
    const image = await this.normalise(key, maxSide);
    if (image) thumbnails.set(cacheKey, image);
    return image;
  }

  private async normalise(key: string, maxSide: number): Promise<EmbeddableImage | null> {
    try {
      const stored = await this.storage.get(key);
      if (!stored) return null;
      if (stored.size > MAX_STORED_BYTES) {
        stored.stream.destroy();
        return null;
      }
      const { data, info } = await sharp(await buffer(stored.stream), { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { dataUrl: `data:image/jpeg;base64,${data.toString('base64')}`, width: info.width, height: info.height };
    } catch (error) {
      this.logger.warn({ msg: 'home book photo left out', key, error: (error as Error).message });
      return null;
    }
  }
}
