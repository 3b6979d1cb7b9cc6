import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MemberRole } from './home-role.view';

/** A role a member holds in a home that is not theirs (the owner is homes.user_id, never a row here). */
export type { MemberRole };

export const MEMBER_ROLES: readonly MemberRole[] = ['viewer', 'editor'];

/**
 * A user's membership of someone else's home. Owned by the access layer (core/access), which answers
 * every "may this user read / change this?" question; deleting the home or the user deletes it.
 */
@Entity('home_members')
export class HomeMember {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) homeId: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'text' }) role: MemberRole;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
