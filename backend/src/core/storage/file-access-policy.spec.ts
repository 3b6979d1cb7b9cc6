import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { HomeAccessPolicy } from '../access/home-access-policy';
import { SessionUser } from '../http/auth.guards';
import { FileAccessPolicy, SharedFileReader, SharedFileReaderOf } from './file-access-policy';

const owner = { id: 7, username: 'owner', isAdmin: false };
const stranger = { id: 8, username: 'stranger', isAdmin: false };
const member = { id: 9, username: 'member', isAdmin: false };
const admin = { id: 1, username: 'admin', isAdmin: true };

/** The files a test reader was asked about, and who it lets in (the member only). */
const asked: string[] = [];

@Injectable()
@SharedFileReaderOf('chat')
class MemberReader implements SharedFileReader {
  async canRead(user: SessionUser, key: string): Promise<boolean> {
    asked.push(key);
    return user.id === member.id;
  }
}

/** Home files: the member reads home 3 of the owner (HomeAccessPolicy stands in as a fake). */
const homes = {
  canReadFile: async (userId: number, key: string) =>
    userId === member.id && key.startsWith(`users/${owner.id}/homes/3/`),
};

async function policyWith(readerModules: unknown[]): Promise<FileAccessPolicy> {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule, ...(readerModules as never[])],
    providers: [FileAccessPolicy, { provide: HomeAccessPolicy, useValue: homes }],
  }).compile();
  await moduleRef.init();
  return moduleRef.get(FileAccessPolicy);
}

@Module({ providers: [MemberReader] })
class ChatLikeModule {}

describe('FileAccessPolicy', () => {
  beforeEach(() => asked.splice(0));

  it('lets owners and admins read private files, nobody else', async () => {
    const policy = await policyWith([]);
    expect(await policy.canRead(owner, 'users/7/photos/a.jpg')).toBe(true);
    expect(await policy.canRead(admin, 'users/7/photos/a.jpg')).toBe(true);
    expect(await policy.canRead(stranger, 'users/7/photos/a.jpg')).toBe(false);
    expect(await policy.canRead(stranger, 'users/77/photos/a.jpg')).toBe(false);
  });

  it('lets any logged-in user see avatars, and only admins anything unclassified', async () => {
    const policy = await policyWith([]);
    expect(await policy.canRead(stranger, 'avatars/7/a.webp')).toBe(true);
    expect(await policy.canRead(owner, 'exports/x.pdf')).toBe(false);
    expect(await policy.canRead(admin, 'exports/x.pdf')).toBe(true);
  });

  it("asks the home access policy about a home's and an equipment's files", async () => {
    const policy = await policyWith([]);
    expect(await policy.canRead(member, 'users/7/homes/3/photos/a.jpg')).toBe(true);
    expect(await policy.canRead(member, 'users/7/homes/4/photos/a.jpg')).toBe(false);
    expect(await policy.canRead(stranger, 'users/7/homes/3/photos/a.jpg')).toBe(false);
  });

  it('asks the readers the running app provides for an area, only for that area', async () => {
    const policy = await policyWith([ChatLikeModule]);
    expect(policy.sharedAreas()).toEqual(['chat']);
    expect(await policy.canRead(member, 'users/7/chat/u/a.pdf')).toBe(true);
    expect(await policy.canRead(stranger, 'users/7/chat/u/a.pdf')).toBe(false);
    expect(await policy.canRead(member, 'users/7/photos/a.jpg')).toBe(false);
    expect(await policy.canRead(owner, 'users/7/chat/u/b.pdf')).toBe(true);
    expect(asked).toEqual(['users/7/chat/u/a.pdf', 'users/7/chat/u/a.pdf']);
  });

  it('knows no reader an app does not provide (nothing is shared between apps in one process)', async () => {
    await policyWith([ChatLikeModule]);
    const without = await policyWith([]);
    expect(without.sharedAreas()).toEqual([]);
    expect(await without.canRead(member, 'users/7/chat/u/a.pdf')).toBe(false);
    expect(asked).toEqual([]);
  });
});
