import { canReadFile } from './file-access-policy';

describe('canReadFile', () => {
  const owner = { id: 7, username: 'owner', isAdmin: false };
  const stranger = { id: 8, username: 'stranger', isAdmin: false };
  const admin = { id: 1, username: 'admin', isAdmin: true };

  it('lets owners and admins read private files, nobody else', () => {
    expect(canReadFile(owner, 'users/7/photos/a.jpg')).toBe(true);
    expect(canReadFile(admin, 'users/7/photos/a.jpg')).toBe(true);
    expect(canReadFile(stranger, 'users/7/photos/a.jpg')).toBe(false);
    expect(canReadFile(stranger, 'users/77/photos/a.jpg')).toBe(false);
  });

  it('lets any logged-in user see avatars, and only admins anything unclassified', () => {
    expect(canReadFile(stranger, 'avatars/7/a.webp')).toBe(true);
    expect(canReadFile(owner, 'exports/x.pdf')).toBe(false);
    expect(canReadFile(admin, 'exports/x.pdf')).toBe(true);
  });
});
