import { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryKeyValueStore extends KeyValueStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const entry = this.live(key);
    const next = entry ? Number(entry.value) + 1 : 1;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? this.now() + windowMs });
    return next;
  }

  async decrement(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
  }

  async ttlMs(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : 0;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Bounded memory: expired entries are dropped whenever a new value is stored. */
  private sweep(): void {
    if (this.entries.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
