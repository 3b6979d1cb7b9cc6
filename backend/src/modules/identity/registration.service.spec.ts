import { secretsMatch } from './registration.service';

describe('secretsMatch', () => {
  it('compares secrets of any length without throwing', () => {
    expect(secretsMatch('key', 'key')).toBe(true);
    expect(secretsMatch('key', 'key2')).toBe(false);
    expect(secretsMatch('', 'a-much-longer-secret')).toBe(false);
  });
});
