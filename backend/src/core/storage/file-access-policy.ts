import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { HomeAccessPolicy, recordFileKey } from '../access/home-access-policy';
import { SessionUser } from '../http/auth.guards';

/**
 * The port a module implements to open the stored files of one area (the third key segment, e.g. 'chat'
 * in users/<id>/chat/…) to more readers than their owner. The chat module's reader lets the members of a
 * room read the attachments of its messages.
 */
export interface SharedFileReader {
  /** Whether this user (neither the key's owner nor an admin) may read the file. */
  canRead(user: SessionUser, key: string): Promise<boolean>;
}

/**
 * Marks a provider as the SharedFileReader of an area: `@SharedFileReaderOf('chat')` on an injectable
 * class implementing SharedFileReader. FileAccessPolicy collects the marked providers of the running app
 * through Nest's DiscoveryService at module init; nothing is registered in module-level state.
 */
export const SharedFileReaderOf = DiscoveryService.createDecorator<string>();

/**
 * Who may read a stored file, decided from its key. Keys start with a kind and the owner's id:
 *   avatars/<userId>/…                     readable by any logged-in user (shown beside chat messages)
 *   users/<userId>/…                       the owner and admins
 *   users/<owner>/homes/<h>/…, …/equipment/<e>/…
 *                                          admins and whoever reads that home or equipment, decided by the
 *                                          database (HomeAccessPolicy: its owner and members, viewers
 *                                          too), never by the key's owner segment, which stays the first
 *                                          owner's after a hand-over (docs/sharing.md)
 *   users/<userId>/<area>/…                also whoever the area's SharedFileReader allows
 * Anything else: admins only.
 */
@Injectable()
export class FileAccessPolicy implements OnModuleInit {
  private readonly readers = new Map<string, SharedFileReader[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly homes: HomeAccessPolicy,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: SharedFileReaderOf.KEY })) {
      const area = this.discovery.getMetadataByDecorator(SharedFileReaderOf, wrapper);
      const reader = wrapper.instance as SharedFileReader | undefined;
      if (!area || typeof reader?.canRead !== 'function') continue;
      this.readers.set(area, [...(this.readers.get(area) ?? []), reader]);
    }
  }

  /** The areas with a registered reader (for the start-up log and tests). */
  sharedAreas(): string[] {
    return [...this.readers.keys()].sort();
  }

  async canRead(user: SessionUser, key: string): Promise<boolean> {
    const [kind, owner, area] = key.split('/');
    if (kind === 'avatars') return true;
    if (kind !== 'users') return user.isAdmin;
    if (recordFileKey(key)) return user.isAdmin || this.homes.canReadFile(user.id, key);
    if (user.isAdmin || owner === String(user.id)) return true;
    for (const reader of this.readers.get(area) ?? []) {
      if (await reader.canRead(user, key)) return true;
    }
    return false;
  }
}
