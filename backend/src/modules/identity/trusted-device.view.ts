import { TrustedDevice } from './entities/trusted-device.entity';

/** A trusted device as the profile page lists it (GET /api/user/devices). */
export interface TrustedDeviceView {
  id: number;
  /** e.g. 'Firefox on Linux'. */
  label: string;
  createdAt: Date;
  lastUsedAt: Date;
  /** The browser this request came from. */
  current: boolean;
}

export function toTrustedDeviceView(device: TrustedDevice, currentDeviceId: number | null): TrustedDeviceView {
  const { id, label, createdAt, lastUsedAt } = device;
  return { id, label, createdAt, lastUsedAt, current: id === currentDeviceId };
}
