/**
 * A map bounded by the total size of its values, least recently used first out: a `get` makes an entry the
 * newest, a `set` that takes the total over the bound drops the oldest until it fits. A value larger than
 * the bound is not kept; a key already present keeps its value (callers key by content or by version).
 */
export class SizedLruCache<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.total += size;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= this.sizeOf(old);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
