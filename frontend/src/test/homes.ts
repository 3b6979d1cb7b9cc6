import type { Home } from '../shared/homes/home';

export function aHome(overrides: Partial<Home> = {}): Home {
  return {
    id: 1,
    userId: 1,
    name: 'Main Residence',
    address: '123 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    type: null,
    photoUrl: null,
    details: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    access: 'owner',
    ...overrides,
  };
}
