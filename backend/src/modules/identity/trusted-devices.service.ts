import { Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource, LessThan, Repository } from 'typeorm';
import { Clock } from '../../core/clock';
import { DEVICE_COOKIE_MAX_AGE_MS, DeviceCredential } from './device-cookie';
import { TrustedDevice } from './entities/trusted-device.entity';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** "Firefox on Linux"-like label from a User-Agent, at most 120 characters. */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  // eslint-disable-next-line no-control-regex
  return (browser ?? system ?? agent.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120)) || 'Unknown browser';
}

/**
 * The devices (browsers) a user signed in from: each holds a device cookie naming its row and a
 * random token whose hash is stored. A device is trusted for its own user only; its token is
 * replaced at every sign-in (rotation), and a password reset forgets every device of the user.
 */
@Injectable()
export class TrustedDevicesService {
  private readonly devices: Repository<TrustedDevice>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.devices = dataSource.getRepository(TrustedDevice);
  }

  /** The device the credential proves, if it belongs to this user. */
  async find(credential: DeviceCredential | null, userId: number): Promise<TrustedDevice | null> {
    if (!credential) return null;
    const device = await this.devices.findOneBy({ id: credential.deviceId, userId });
    if (!device) return null;
    const expected = Buffer.from(device.tokenHash);
    const given = Buffer.from(hashToken(credential.token));
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
  }

  /** Trusts a new device for the user (and forgets theirs whose cookie has expired anyway). */
  async trust(userId: number, userAgent: string | undefined): Promise<DeviceCredential> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date(this.clock.now());
    await this.devices.delete({ userId, lastUsedAt: LessThan(new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_MS)) });
    const { id } = await this.devices.save(
      this.devices.create({ userId, tokenHash: hashToken(token), label: deviceLabel(userAgent), lastUsedAt: now }),
    );
    return { deviceId: id, token };
  }

  /** A new token for a device that just signed in again (the old cookie stops working). */
  async rotate(device: TrustedDevice): Promise<DeviceCredential> {
    const token = randomBytes(32).toString('base64url');
    await this.devices.update(
      { id: device.id },
      { tokenHash: hashToken(token), lastUsedAt: new Date(this.clock.now()) },
    );
    return { deviceId: device.id, token };
  }

  list(userId: number): Promise<TrustedDevice[]> {
    return this.devices.find({ where: { userId }, order: { lastUsedAt: 'DESC', id: 'DESC' } });
  }

  /** 404 for another user's device or one that does not exist. */
  async revoke(userId: number, deviceId: number): Promise<void> {
    const { affected } = await this.devices.delete({ id: deviceId, userId });
    if (!affected) throw new NotFoundException('Device not found');
  }

  async revokeAll(userId: number): Promise<void> {
    await this.devices.delete({ userId });
  }
}
