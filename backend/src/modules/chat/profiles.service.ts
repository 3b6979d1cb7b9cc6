import type { ChatProfileView } from './chat.view';
import { BadRequestException, Injectable } from '@nestjs/common';
import { SessionUser } from '../../core/http/auth.guards';
import { parseId } from '../../core/http/parse-id.pipe';
import { UsersService } from '../identity/users.service';
import { ChatRoomsService } from './chat-rooms.service';

export const MAX_PROFILE_IDS = 100;

/** What chat shows of a user beside their messages (spec §3 "User profile (chat)"). */
/** Profiles of the users the caller shares a chat room with (admins: anyone); others are left out. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly rooms: ChatRoomsService,
    private readonly users: UsersService,
  ) {}

  async profiles(caller: SessionUser, userIds: unknown): Promise<ChatProfileView[]> {
    const requested = parseUserIds(userIds);
    if (!requested.length) return [];
    const others = requested.filter((id) => id !== caller.id);
    const visible = new Set(
      caller.isAdmin || !others.length ? others : await this.rooms.roommatesAmong(caller.id, others),
    );
    if (requested.includes(caller.id)) visible.add(caller.id);
    const users = new Map(
      (await this.users.findByIds(requested.filter((id) => visible.has(id)))).map((user) => [user.id, user]),
    );
    // In the order asked for.
    return requested.flatMap((id) => {
      const user = users.get(id);
      return user ? [{ id: user.id, username: user.username, avatarUrl: user.avatarUrl }] : [];
    });
  }
}

/** '1,2,3' → [1, 2, 3] (distinct, in order); at most 100 ids. */
function parseUserIds(value: unknown): number[] {
  if (value === undefined || value === '') return [];
  const parts =
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : null;
  const ids = parts?.map(parseId);
  if (!ids || ids.some((id) => id === null)) {
    throw new BadRequestException('userIds must be a comma-separated list of user ids');
  }
  if (ids.length > MAX_PROFILE_IDS) throw new BadRequestException(`At most ${MAX_PROFILE_IDS} user ids per request`);
  return [...new Set(ids as number[])];
}
