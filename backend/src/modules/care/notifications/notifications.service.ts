import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { SupportReplies } from '../../chat/support-replies.service';
import { CareService } from '../attention/care.service';
import { Notification } from '../entities/notification.entity';
import { toNotificationView } from './notification.mapper';
import type { NotificationListView, NotificationView } from './notification.view';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
const PAGE = 50;

/**
 * The bell: the user's in-app reminders (the newest 50 and how many are unread), what needs attention
 * now (the care attention list, CareService) and the unread support replies (the chat's SupportReplies).
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly care: CareService,
    private readonly replies: SupportReplies,
  ) {}

  async list(userId: number): Promise<NotificationListView> {
    const repository = this.dataSource.getRepository(Notification);
    const [rows, unreadCount, attention, replies] = await Promise.all([
      repository.find({ where: { userId }, order: { id: 'DESC' }, take: PAGE }),
      repository.countBy({ userId, readAt: IsNull() }),
      this.care.attention(userId),
      this.replies.unread(userId),
    ]);
    return {
      items: rows.map(toNotificationView),
      unreadCount,
      attention,
      supportReplies: replies.items,
      unreadReplies: replies.count,
      bellCount: attention.length + replies.count,
    };
  }

  async markRead(userId: number, id: number): Promise<NotificationView> {
    const repository = this.dataSource.getRepository(Notification);
    const row = await repository.findOneBy({ id, userId });
    if (!row) throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    if (!row.readAt) {
      await repository.update({ id, userId, readAt: IsNull() }, { readAt: new Date() });
    }
    return toNotificationView(await repository.findOneByOrFail({ id }));
  }

  async markAllRead(userId: number): Promise<{ unreadCount: number }> {
    await this.dataSource.getRepository(Notification).update({ userId, readAt: IsNull() }, { readAt: new Date() });
    return { unreadCount: 0 };
  }
}
