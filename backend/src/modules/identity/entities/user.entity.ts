import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) username: string;
  /** argon2id hash, never serialised to clients. */
  @Column({ type: 'text', select: false }) password: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text', nullable: true }) displayName: string | null;
  @Column({ type: 'text', nullable: true }) avatarUrl: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) lastLogin: Date | null;
  @Column({ type: 'boolean', default: false }) isAdmin: boolean;
  /** Set by an administrator (issue 45): no sign-in, no session (docs/admin.md#help-a-user). */
  @Column({ type: 'boolean', default: false }) disabled: boolean;
}
