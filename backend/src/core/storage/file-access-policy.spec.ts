import { canReadFile, registerSharedFileReaders } from './file-access-policy';

describe('canReadFile', () => {
  const owner = { id: 7, username: 'owner', isAdmin: false };
  const stranger = { id: 8, username: 'stranger', isAdmin: false };
  const member = { id: 9, username: 'member', isAdmin: false };
  const admin = { id: 1, username: 'admin', isAdmin: true };

  it('lets owners and admins read private files, nobody else', async () => {
    expect(await canReadFile(owner, 'users/7/photos/a.jpg')).toBe(true);
    expect(await canReadFile(admin, 'users/7/photos/a.jpg')).toBe(true);
    expect(await canReadFile(stranger, 'users/7/photos/a.jpg')).toBe(false);
    expect(await canReadFile(stranger, 'users/77/photos/a.jpg')).toBe(false);
  });

  it('lets any logged-in user see avatars, and only admins anything unclassified', async () => {
    expect(await canReadFile(stranger, 'avatars/7/a.webp')).toBe(true);
    expect(await canReadFile(owner, 'exports/x.pdf')).toBe(false);
    expect(await canReadFile(admin, 'exports/x.pdf')).toBe(true);
  });

  it('asks the checks registered for an area, only for that area, until they are removed', async () => {
    const asked: string[] = [];
    const remove = registerSharedFileReaders('chat', async (user, key) => {
      asked.push(key);
      return user.id === member.id;
    });
    expect(await canReadFile(member, 'users/7/chat/u/a.pdf')).toBe(true);
    expect(await canReadFile(stranger, 'users/7/chat/u/a.pdf')).toBe(false);
    expect(await canReadFile(member, 'users/7/photos/a.jpg')).toBe(false);
    expect(await canReadFile(owner, 'users/7/chat/u/b.pdf')).toBe(true);
    expect(asked).toEqual(['users/7/chat/u/a.pdf', 'users/7/chat/u/a.pdf']);
    remove();
    expect(await canReadFile(member, 'users/7/chat/u/a.pdf')).toBe(false);
  });
});
