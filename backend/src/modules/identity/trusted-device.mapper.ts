import { TrustedDevice } from './entities/trusted-device.entity';
import type { TrustedDeviceView } from './trusted-device.view';

export function toTrustedDeviceView(device: TrustedDevice, currentDeviceId: number | null): TrustedDeviceView {
  const { id, label, createdAt, lastUsedAt } = device;
  return {
    id,
    label,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt.toISOString(),
    current: id === currentDeviceId,
  };
}
