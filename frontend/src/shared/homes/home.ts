/** A home as the API returns it (spec §3). */
export interface Home {
  id: number;
  userId: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  type: string | null;
  photoUrl: string | null;
  details: string | null;
  createdAt: string;
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
