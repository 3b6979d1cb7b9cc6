import { Injectable } from '@nestjs/common';
import type { AttentionItem } from '../care.view';

/** Items a module adds to a reader's attention list: of the equipment the reader may read. */
export type AttentionSource = (readerId: number) => Promise<AttentionItem[]>;

/**
 * Attention items that other modules know about (the recall watch's open recalls), merged into the care
 * attention list, the bell and the home book. Modules that import care register at start-up, so care never
 * imports them (no cycle).
 */
@Injectable()
export class AttentionSources {
  private readonly sources: AttentionSource[] = [];

  register(source: AttentionSource): void {
    this.sources.push(source);
  }

  async itemsFor(readerId: number): Promise<AttentionItem[]> {
    return (await Promise.all(this.sources.map((source) => source(readerId)))).flat();
  }
}
