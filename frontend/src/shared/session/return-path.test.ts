import { describe, expect, it } from 'vitest';
import { returnPath, returnState } from './return-path';

describe('returnPath', () => {
  it('keeps a path of this app with its query', () => {
    expect(returnPath(returnState({ pathname: '/homes/3', search: '?equipment=7', hash: '' }))).toBe(
      '/homes/3?equipment=7',
    );
  });

  it('ignores anything that could leave the app, and no state at all', () => {
    for (const from of ['https://evil.example', '//evil.example', '/\\evil.example', 'homes/3', 42, '/auth']) {
      expect(returnPath({ from })).toBeNull();
    }
    expect(returnPath(null)).toBeNull();
    expect(returnPath(undefined)).toBeNull();
  });
});
