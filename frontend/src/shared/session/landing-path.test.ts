import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path';
import { returnState } from './return-path';

const admin = { isAdmin: true };
const homeowner = { isAdmin: false };

describe('landingPath', () => {
  it('sends an administrator to the Admin Dashboard and a homeowner to the home list', () => {
    expect(landingPath(admin, null)).toBe('/admin');
    expect(landingPath(homeowner, null)).toBe('/');
  });

  it('lets the page the visitor asked for win, for an administrator too', () => {
    const state = returnState({ pathname: '/homes/3', search: '?equipment=7', hash: '' });
    expect(landingPath(admin, state)).toBe('/homes/3?equipment=7');
    expect(landingPath(homeowner, state)).toBe('/homes/3?equipment=7');
  });

  it('treats the bare address as no explicit target, and ignores targets outside the app', () => {
    expect(landingPath(admin, { from: '/' })).toBe('/admin');
    expect(landingPath(admin, { from: 'https://evil.example' })).toBe('/admin');
    expect(landingPath(homeowner, { from: '/' })).toBe('/');
  });
});
