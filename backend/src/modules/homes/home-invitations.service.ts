import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { MemberRole } from '../../core/access/home-member.entity';
import { Clock } from '../../core/clock';
import { AppConfig } from '../../core/config/app-config';
import { RateLimiter } from '../../core/http/rate-limiter';
import { JobQueue } from '../../core/queue/job-queue';
import { UsersService } from '../identity/users.service';
import { HomeInvitation } from './entities/home-invitation.entity';
import { Home } from './entities/home.entity';
import { HomeSharingEvents } from './home-sharing-events';
import { invitationMail, SHARING_MAIL_LIMIT } from './home-sharing.mail';
import { isoText, toHomeInvitationView } from './home-sharing.mapper';
import type { HomeInvitationView, InvitationAcceptedView, InvitationPreviewView } from './home-sharing.view';
import {
  findSharingLink,
  hashSharingToken,
  liveSharingLink,
  newSharingToken,
  requireInvitedAccount,
  sameEmail,
  SHARING_LINK_TTL_MS,
} from './sharing-token';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_USED = 'This invitation has already been used or revoked';
export const INVITATION_EXPIRED = 'This invitation has expired';
export const OWN_HOME_INVITATION = 'You already own this home';
export const INVITE_YOURSELF = 'You cannot invite yourself to your own home';

/**
 * Invitations to share a home (docs/sharing.md): the owner sends one per e-mail (a new one replaces
 * the pending one), lists and revokes them; whoever opens the link while logged in sees a preview and
 * joins with the role. Tokens: 32 random bytes, stored as sha256, single use, 7 days by the Clock.
 */
@Injectable()
export class HomeInvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly events: HomeSharingEvents,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async invite(userId: number, homeId: number, email: string, role: MemberRole): Promise<HomeInvitationView> {
    await this.rateLimiter.consume(SHARING_MAIL_LIMIT, userId);
    const owner = await this.users.findById(userId);
    const token = newSharingToken();
    const now = this.clock.now();
    const { invitation, home } = await this.dataSource.transaction(async (manager) => {
      // Only the owner learns anything about the home: someone else's (or a missing) one is a 404 first.
      await this.access.home(userId, homeId, 'own', { manager, lock: true });
      if (owner && sameEmail(owner.email, email)) throw new BadRequestException(INVITE_YOURSELF);
      const home = await manager.getRepository(Home).findOneByOrFail({ id: homeId });
      const replaced = await this.closePending(manager, homeId, email, now);
      const invitation = await manager.getRepository(HomeInvitation).save({
        homeId,
        invitedBy: userId,
        email: email.trim(),
        role,
        tokenHash: hashSharingToken(token),
        status: 'pending',
        createdAt: new Date(now),
        expiresAt: new Date(now + SHARING_LINK_TTL_MS),
        closedAt: null,
        acceptedBy: null,
      });
      await this.events.emit(manager, {
        action: 'home.invitation.sent',
        actorUserId: userId,
        homeId,
        details: { invitationId: invitation.id, email: invitation.email, role, replaced },
      });
      return { invitation, home };
    });
    const inviter = owner?.displayName || owner?.username || 'A Home Book user';
    const link = `${this.config.publicUrl}/invitations/${token}`;
    await this.queue.enqueue('mail.send', invitationMail(invitation.email, inviter, home.name, role, link));
    return toHomeInvitationView(invitation);
  }

  /** Pending, unexpired invitations, oldest first (owner only). */
  async list(userId: number, homeId: number): Promise<HomeInvitationView[]> {
    await this.access.home(userId, homeId, 'own');
    const rows = await this.dataSource
      .getRepository(HomeInvitation)
      .createQueryBuilder('invitation')
      .where('invitation.home_id = :homeId AND invitation.status = :status AND invitation.expires_at > :now', {
        homeId,
        status: 'pending',
        now: new Date(this.clock.now()),
      })
      .orderBy('invitation.id', 'ASC')
      .getMany();
    return rows.map(toHomeInvitationView);
  }

  async revoke(userId: number, homeId: number, invitationId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.access.home(userId, homeId, 'own', { manager, lock: true });
      const invitation = await manager.getRepository(HomeInvitation).findOneBy({ id: invitationId, homeId });
      if (!invitation || invitation.status !== 'pending') throw new NotFoundException(INVITATION_NOT_FOUND);
      await manager
        .getRepository(HomeInvitation)
        .update({ id: invitationId }, { status: 'revoked', closedAt: new Date(this.clock.now()) });
      await this.events.emit(manager, {
        action: 'home.invitation.revoked',
        actorUserId: userId,
        homeId,
        details: { invitationId, email: invitation.email, role: invitation.role },
      });
    });
  }

  /** The link's preview: public, limited per address by the route (TokenRouteLimit('sharingLink')). */
  async preview(token: string): Promise<InvitationPreviewView> {
    const invitation = this.live(await this.find(this.dataSource.manager, token));
    const home = await this.dataSource.getRepository(Home).findOneByOrFail({ id: invitation.homeId });
    const inviter = await this.users.findById(invitation.invitedBy ?? home.userId);
    return {
      homeName: home.name,
      invitedBy: inviter?.displayName || inviter?.username || '',
      role: invitation.role,
      expiresAt: isoText(invitation.expiresAt),
    };
  }

  /**
   * The user joins the home with the invited role; someone already a member takes the invited role.
   * The invitation row is locked and closed by a conditional update, so concurrent accepts of one token
   * make exactly one membership and the others answer 410.
   */
  async accept(userId: number, token: string): Promise<InvitationAcceptedView> {
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const accountEmail = (await this.users.findById(userId))?.email;
    return this.dataSource.transaction(async (manager) => {
      const invitation = this.live(await this.find(manager, token, true));
      const [home] = await manager.query(`SELECT user_id AS "ownerId" FROM homes WHERE id = $1 FOR UPDATE`, [
        invitation.homeId,
      ]);
      if (!home) throw new NotFoundException(INVITATION_NOT_FOUND);
      if (home.ownerId === userId) {
        throw new ConflictException({ message: OWN_HOME_INVITATION, code: 'INVITATION_OWN_HOME' });
      }
      requireInvitedAccount(invitation.email, accountEmail, 'invitation', 'INVITATION_OTHER_ACCOUNT');
      const closed = await manager
        .createQueryBuilder()
        .update(HomeInvitation)
        .set({ status: 'accepted', acceptedBy: userId, closedAt: new Date(this.clock.now()) })
        .where('id = :id AND status = :status', { id: invitation.id, status: 'pending' })
        .execute();
      if (!closed.affected) throw new GoneException({ message: INVITATION_USED, code: 'INVITATION_USED' });
      await manager.query(
        `INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (home_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
        [invitation.homeId, userId, invitation.role],
      );
      await this.events.emit(manager, {
        action: 'home.invitation.accepted',
        actorUserId: userId,
        homeId: invitation.homeId,
        details: { invitationId: invitation.id, memberUserId: userId, role: invitation.role },
      });
      return { homeId: invitation.homeId, role: invitation.role };
    });
  }

  /** Revokes the home's pending invitation to that e-mail (a new one replaces it); true when there was one. */
  private async closePending(manager: EntityManager, homeId: number, email: string, now: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(HomeInvitation)
      .set({ status: 'revoked', closedAt: new Date(now) })
      .where('home_id = :homeId AND lower(email) = lower(:email) AND status = :status', {
        homeId,
        email: email.trim(),
        status: 'pending',
      })
      .execute();
    return Boolean(result.affected);
  }

  private find(manager: EntityManager, token: string, lock = false): Promise<HomeInvitation> {
    return findSharingLink(manager, HomeInvitation, token, INVITATION_NOT_FOUND, lock);
  }

  /** 410 for a used, revoked or expired invitation. */
  private live(invitation: HomeInvitation): HomeInvitation {
    return liveSharingLink(invitation, this.clock.now(), {
      used: { message: INVITATION_USED, code: 'INVITATION_USED' },
      expired: { message: INVITATION_EXPIRED, code: 'INVITATION_EXPIRED' },
    });
  }
}
