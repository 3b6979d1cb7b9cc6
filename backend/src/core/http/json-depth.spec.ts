import { jsonNestingExceeds } from './json-depth';

describe('jsonNestingExceeds', () => {
  const text = (value: string) => Buffer.from(value, 'utf8');

  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestingExceeds(text('{"a":[{"b":1}]}'), 3)).toBe(false);
    expect(jsonNestingExceeds(text('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(jsonNestingExceeds(text('{"a":"[[[[[[{{{{\\"[[["}'), 1)).toBe(false);
  });

  it('finds a deep body quickly, whatever its length', () => {
    expect(jsonNestingExceeds(text('['.repeat(45_000) + ']'.repeat(45_000)), 32)).toBe(true);
    expect(jsonNestingExceeds(text('[1]'), 32)).toBe(false);
  });
});
