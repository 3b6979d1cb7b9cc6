import { CompressedBodyCache } from './json-compression';

describe('CompressedBodyCache', () => {
  const body = (bytes: number) => Buffer.alloc(bytes, 1);

  it('keeps entries up to its byte budget, dropping the least recently used first', () => {
    const cache = new CompressedBodyCache(100);
    cache.set('a', body(40));
    cache.set('b', body(40));
    expect(cache.get('a')?.length).toBe(40); // a is now the most recently used
    cache.set('c', body(40)); // 120 bytes > 100: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(40);
    expect(cache.get('c')?.length).toBe(40);
    expect(cache.size).toBe(2);
  });

  it('never stores a body larger than the whole budget', () => {
    const cache = new CompressedBodyCache(100);
    cache.set('big', body(101));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
