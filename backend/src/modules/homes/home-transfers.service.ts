import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { HomeMembershipEvents } from '../../core/access/home-membership-events';
import { HomeTransferHooks } from '../../core/access/home-transfer-hooks';
import { Clock } from '../../core/clock';
import { AppConfig } from '../../core/config/app-config';
import { RateLimiter } from '../../core/http/rate-limiter';
import { JobQueue } from '../../core/queue/job-queue';
import { UsersService } from '../identity/users.service';
import { HomeTransfer } from './entities/home-transfer.entity';
import { Home } from './entities/home.entity';
import { HomeSharingEvents } from './home-sharing-events';
import { transferMail, SHARING_MAIL_LIMIT } from './home-sharing.mail';
import { isoText, toHomeTransferView } from './home-sharing.mapper';
import type {
  HomeTransferView,
  PendingTransferView,
  TransferAcceptedView,
  TransferPreviewView,
} from './home-sharing.view';
import {
  findSharingLink,
  hashSharingToken,
  liveSharingLink,
  newSharingToken,
  requireInvitedAccount,
  sameEmail,
  SHARING_LINK_TTL_MS,
} from './sharing-token';

export const TRANSFER_NOT_FOUND = 'Transfer not found';
export const NO_PENDING_TRANSFER = 'There is no pending transfer of this home';
export const TRANSFER_USED = 'This transfer has already been used or cancelled';
export const TRANSFER_EXPIRED = 'This transfer has expired';
export const OWN_HOME_TRANSFER = 'You already own this home';
export const TRANSFER_TO_YOURSELF = 'You cannot transfer a home to yourself';

/**
 * Hand-over of a home to a new owner (docs/sharing.md): the owner asks (one pending per home, a new
 * one replaces it), sees or cancels it; the person with the link previews and accepts. Accepting moves
 * the home and every record under it to the new owner in one transaction; the files stay where they
 * are and the database says whose they are now.
 */
@Injectable()
export class HomeTransfersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
    private readonly hooks: HomeTransferHooks,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly events: HomeSharingEvents,
    private readonly rateLimiter: RateLimiter,
    private readonly membership: HomeMembershipEvents,
  ) {}

  async request(userId: number, homeId: number, email: string): Promise<HomeTransferView> {
    await this.rateLimiter.consume(SHARING_MAIL_LIMIT, userId);
    const owner = await this.users.findById(userId);
    const token = newSharingToken();
    const now = this.clock.now();
    const { transfer, home } = await this.dataSource.transaction(async (manager) => {
      // Only the owner learns anything about the home: someone else's (or a missing) one is a 404 first.
      await this.access.home(userId, homeId, 'own', { manager, lock: true });
      if (owner && sameEmail(owner.email, email)) throw new BadRequestException(TRANSFER_TO_YOURSELF);
      const home = await manager.getRepository(Home).findOneByOrFail({ id: homeId });
      const replaced = await this.closePending(manager, homeId, now);
      const transfer = await manager.getRepository(HomeTransfer).save({
        homeId,
        fromUserId: userId,
        email: email.trim(),
        tokenHash: hashSharingToken(token),
        status: 'pending',
        createdAt: new Date(now),
        expiresAt: new Date(now + SHARING_LINK_TTL_MS),
        closedAt: null,
        acceptedBy: null,
      });
      await this.events.emit(manager, {
        action: 'home.transfer.requested',
        actorUserId: userId,
        homeId,
        details: { transferId: transfer.id, email: transfer.email, replaced },
      });
      return { transfer, home };
    });
    const name = owner?.displayName || owner?.username || 'A Home Book user';
    const link = `${this.config.publicUrl}/transfers/${token}`;
    await this.queue.enqueue('mail.send', transferMail(transfer.email, name, home.name, link));
    return toHomeTransferView(transfer);
  }

  async pending(userId: number, homeId: number): Promise<PendingTransferView> {
    await this.access.home(userId, homeId, 'own');
    const transfer = await this.dataSource
      .getRepository(HomeTransfer)
      .createQueryBuilder('transfer')
      .where('transfer.home_id = :homeId AND transfer.status = :status AND transfer.expires_at > :now', {
        homeId,
        status: 'pending',
        now: new Date(this.clock.now()),
      })
      .getOne();
    return { pending: transfer ? toHomeTransferView(transfer) : null };
  }

  async cancel(userId: number, homeId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.access.home(userId, homeId, 'own', { manager, lock: true });
      const transfer = await manager.getRepository(HomeTransfer).findOneBy({ homeId, status: 'pending' });
      if (!transfer) throw new NotFoundException(NO_PENDING_TRANSFER);
      await this.closePending(manager, homeId, this.clock.now());
      await this.events.emit(manager, {
        action: 'home.transfer.cancelled',
        actorUserId: userId,
        homeId,
        details: { transferId: transfer.id, email: transfer.email },
      });
    });
  }

  /** The link's preview: public, limited per address by the route (TokenRouteLimit('sharingLink')). */
  async preview(token: string): Promise<TransferPreviewView> {
    const transfer = this.live(await this.find(this.dataSource.manager, token));
    const home = await this.dataSource.getRepository(Home).findOneByOrFail({ id: transfer.homeId });
    const owner = await this.users.findById(home.userId);
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM equipment WHERE home_id = $1`, [
      home.id,
    ]);
    return {
      homeName: home.name,
      fromOwner: owner?.displayName || owner?.username || '',
      equipmentCount: count,
      expiresAt: isoText(transfer.expiresAt),
    };
  }

  /**
   * One transaction: the transfer closed by a conditional update, the home and its equipment locked,
   * every module's rows re-pointed to the new owner (HomeTransferHooks), the home's and its equipment's
   * storage prefixes kept as the first owner's former ones (files stay in place), the new owner's own
   * membership removed. Anything failing rolls it all back.
   */
  async accept(userId: number, token: string): Promise<TransferAcceptedView> {
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const accountEmail = (await this.users.findById(userId))?.email;
    const accepted = await this.dataSource.transaction(async (manager) => {
      const transfer = this.live(await this.find(manager, token, true));
      const home = await manager
        .getRepository(Home)
        .findOne({ where: { id: transfer.homeId }, lock: { mode: 'pessimistic_write' } });
      if (!home) throw new NotFoundException(TRANSFER_NOT_FOUND);
      if (home.userId === userId) {
        throw new ConflictException({ message: OWN_HOME_TRANSFER, code: 'TRANSFER_OWN_HOME' });
      }
      requireInvitedAccount(transfer.email, accountEmail, 'hand-over', 'TRANSFER_OTHER_ACCOUNT');
      const closed = await manager
        .createQueryBuilder()
        .update(HomeTransfer)
        .set({ status: 'accepted', acceptedBy: userId, closedAt: new Date(this.clock.now()) })
        .where('id = :id AND status = :status', { id: transfer.id, status: 'pending' })
        .execute();
      if (!closed.affected) throw new GoneException({ message: TRANSFER_USED, code: 'TRANSFER_USED' });
      const equipment: { id: number }[] = await manager.query(
        `SELECT id FROM equipment WHERE home_id = $1 ORDER BY id FOR UPDATE`,
        [home.id],
      );
      const handOver = {
        homeId: home.id,
        fromUserId: home.userId,
        toUserId: userId,
        equipmentIds: equipment.map((row) => row.id),
      };
      await manager.getRepository(Home).update({ id: home.id }, { userId });
      await manager.query(`DELETE FROM home_members WHERE home_id = $1 AND user_id = $2`, [home.id, userId]);
      await this.access.keepFormerFilePrefixes(manager, handOver);
      await this.hooks.run(manager, handOver);
      await this.events.emit(manager, {
        action: 'home.transfer.accepted',
        actorUserId: userId,
        homeId: home.id,
        details: { transferId: transfer.id, fromUserId: home.userId, toUserId: userId },
      });
      return { homeId: home.id, fromUserId: handOver.fromUserId };
    });
    // After the commit, like a removed member: the former owner's sockets leave the home's equipment rooms.
    await this.membership.ended({ homeId: accepted.homeId, userId: accepted.fromUserId });
    return { homeId: accepted.homeId };
  }

  /** Cancels the home's pending transfer; true when there was one. */
  private async closePending(manager: EntityManager, homeId: number, now: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(HomeTransfer)
      .set({ status: 'cancelled', closedAt: new Date(now) })
      .where('home_id = :homeId AND status = :status', { homeId, status: 'pending' })
      .execute();
    return Boolean(result.affected);
  }

  private find(manager: EntityManager, token: string, lock = false): Promise<HomeTransfer> {
    return findSharingLink(manager, HomeTransfer, token, TRANSFER_NOT_FOUND, lock);
  }

  /** 410 for a used, cancelled or expired transfer. */
  private live(transfer: HomeTransfer): HomeTransfer {
    return liveSharingLink(transfer, this.clock.now(), {
      used: { message: TRANSFER_USED, code: 'TRANSFER_USED' },
      expired: { message: TRANSFER_EXPIRED, code: 'TRANSFER_EXPIRED' },
    });
  }
}
