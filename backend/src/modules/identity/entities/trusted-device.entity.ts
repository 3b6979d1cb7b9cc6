import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A browser that signed in to the account (its device cookie); only the token's SHA-256 is stored. */
@Entity('trusted_devices')
export class TrustedDevice {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'text' }) tokenHash: string;
  /** What the browser said it was (from its User-Agent), for the profile's device list. */
  @Column({ type: 'text' }) label: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz' }) lastUsedAt: Date;
}
