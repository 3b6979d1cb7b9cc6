import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy, HomeRole } from '../../core/access/home-access-policy';
import { HomeMember, MemberRole } from '../../core/access/home-member.entity';
import { HomeMembershipEvents } from '../../core/access/home-membership-events';
import { UsersService } from '../identity/users.service';
import { Home } from './entities/home.entity';
import { HomeMemberView } from './home-member.view';
import { HomeSharingEvents } from './home-sharing-events';

export const MEMBER_NOT_FOUND = 'Member not found';
export const OWNER_IS_NO_MEMBER = 'The owner is not a member of their own home';

/**
 * A home's members (home_members, owned by the access layer): anyone who reads the home sees who
 * shares it; only the owner changes roles or removes members; a member may leave.
 */
@Injectable()
export class HomeMembersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
    private readonly users: UsersService,
    private readonly events: HomeSharingEvents,
    private readonly membership: HomeMembershipEvents,
  ) {}

  /** The owner first, then the members in the order they joined. */
  async list(userId: number, homeId: number): Promise<HomeMemberView[]> {
    const { ownerId } = await this.access.home(userId, homeId, 'read');
    const [home, members] = await Promise.all([
      this.dataSource.getRepository(Home).findOneByOrFail({ id: homeId }),
      this.dataSource.getRepository(HomeMember).find({ where: { homeId }, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    const people = [
      { userId: ownerId, role: 'owner' as HomeRole, since: home.createdAt },
      ...members.map((member) => ({ userId: member.userId, role: member.role as HomeRole, since: member.createdAt })),
    ];
    const users = new Map((await this.users.findByIds(people.map((person) => person.userId))).map((u) => [u.id, u]));
    return people
      .filter((person) => users.has(person.userId))
      .map((person) => ({
        userId: person.userId,
        username: users.get(person.userId)!.username,
        displayName: users.get(person.userId)!.displayName,
        role: person.role,
        since: new Date(person.since).toISOString(),
      }));
  }

  /** The owner changes a member's role (403 for anyone else who reads the home). */
  async setRole(userId: number, homeId: number, memberId: number, role: MemberRole): Promise<HomeMemberView> {
    await this.dataSource.transaction(async (manager) => {
      const { ownerId } = await this.access.home(userId, homeId, 'own', { manager, lock: true });
      if (memberId === ownerId) throw new BadRequestException(OWNER_IS_NO_MEMBER);
      const member = await manager.getRepository(HomeMember).findOneBy({ homeId, userId: memberId });
      if (!member) throw new NotFoundException(MEMBER_NOT_FOUND);
      await manager.getRepository(HomeMember).update({ id: member.id }, { role });
      await this.events.emit(manager, {
        action: 'home.member.role-changed',
        actorUserId: userId,
        homeId,
        details: { memberUserId: memberId, from: member.role, role },
      });
    });
    return (await this.list(userId, homeId)).find((person) => person.userId === memberId)!;
  }

  /** The owner removes anyone; a member removes only themselves (leaves the home). */
  async remove(userId: number, homeId: number, memberId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const level = memberId === userId ? 'read' : 'own';
      const { ownerId } = await this.access.home(userId, homeId, level, { manager, lock: true });
      if (memberId === ownerId) throw new BadRequestException(OWNER_IS_NO_MEMBER);
      const { affected } = await manager.getRepository(HomeMember).delete({ homeId, userId: memberId });
      if (!affected) throw new NotFoundException(MEMBER_NOT_FOUND);
      await this.events.emit(manager, {
        action: memberId === userId ? 'home.member.left' : 'home.member.removed',
        actorUserId: userId,
        homeId,
        details: { memberUserId: memberId },
      });
    });
    // After the commit: chat's sockets leave the home's equipment rooms (docs/architecture.md, "Access").
    await this.membership.ended({ homeId, userId: memberId });
  }
}
