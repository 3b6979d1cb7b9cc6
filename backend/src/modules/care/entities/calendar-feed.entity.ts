import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's calendar feed: only the SHA-256 of its token is kept. One per user; a new one replaces it. */
@Entity('calendar_feeds')
export class CalendarFeed {
  @PrimaryColumn({ type: 'int' }) userId: number;
  @Column({ type: 'text' }) tokenHash: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
