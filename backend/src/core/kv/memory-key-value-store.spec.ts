import { MemoryKeyValueStore } from './memory-key-value-store';

describe('MemoryKeyValueStore', () => {
  let now = 1_000;
  const store = new MemoryKeyValueStore(() => now);

  it('counts within a window that starts with the first hit, then starts again', async () => {
    expect(await store.increment('k', 100)).toBe(1);
    now += 60;
    expect(await store.increment('k', 100)).toBe(2);
    expect(await store.ttlMs('k')).toBe(40);
    now += 41;
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 100)).toBe(1);
  });

  it('hands out a value once with take', async () => {
    await store.set('captcha', '7', 1_000);
    expect(await store.take('captcha')).toBe('7');
    expect(await store.take('captcha')).toBeNull();
  });
});
