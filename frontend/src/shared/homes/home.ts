import type { HomeView } from '@api/homes/home.view';

/**
 * A home as the API returns it (spec §3): the backend's `HomeView`. `access` is what the user is to it:
 * 'owner', or 'editor' / 'viewer' for a home shared with them (issue 15).
 */
export type Home = HomeView;

/** What a user is to a home. */
export type HomeAccess = HomeView['access'];

/** A member's role: 'viewer' reads everything; 'editor' also adds and changes records. */
export type MemberRole = Exclude<HomeAccess, 'owner'>;

/** Whether the user may add and change the home's records (equipment, photos, warranties, maintenance). */
export function canEditHome(home: Pick<Home, 'access'>): boolean {
  return home.access !== 'viewer';
}

/** Whether the user owns the home: only the owner deletes, shares or transfers it. */
export function ownsHome(home: Pick<Home, 'access'>): boolean {
  return home.access === 'owner';
}

/**
 * The address on one line, empty parts skipped: 'address, city, state zipCode'
 * (the same form the server uses for the photo library's home addresses).
 */
export function formatHomeAddress(home: Pick<Home, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const clean = (part: string | null | undefined) => part?.trim() ?? '';
  const stateZip = [clean(home.state), clean(home.zipCode)].filter(Boolean).join(' ');
  return [clean(home.address), clean(home.city), stateZip].filter(Boolean).join(', ');
}
