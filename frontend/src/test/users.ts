import type { User } from '../shared/session/user';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'alice',
    email: 'alice@example.com',
    displayName: null,
    avatarUrl: null,
    isAdmin: false,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}

export const anAdmin = (overrides: Partial<User> = {}) =>
  aUser({ id: 2, username: 'root', isAdmin: true, ...overrides });

export const notLoggedIn = { status: 401, body: { statusCode: 401, message: 'Not logged in' } };
