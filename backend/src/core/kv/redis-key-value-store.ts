import type { Redis } from 'ioredis';
import { KeyValueStore } from './key-value-store';

export class RedisKeyValueStore extends KeyValueStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const fullKey = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').exec()) as [
      [null, number],
      unknown,
    ];
    return count;
  }

  async decrement(key: string): Promise<void> {
    // Only a live counter, and never below zero: a lost key must not come back without an expiry.
    await this.redis.eval(
      "if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0",
      1,
      this.prefix + key,
    );
  }

  async ttlMs(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
