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

/** The address on one line: address, city, state and zip code, empty parts skipped. */
export function formatHomeAddress(home: Pick<Home, 'address' | 'city' | 'state' | 'zipCode'>): string {
  return [home.address, home.city, home.state, home.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
