import type { InstanceSetting } from './instance-setting.entity';
import { INSTANCE_SETTINGS } from './instance-settings';
import type { PublicSettingsView } from './public-settings.view';

/** Every known setting from the stored rows (one per set key), null where there is none. */
export function toPublicSettingsView(rows: Pick<InstanceSetting, 'key' | 'value'>[]): PublicSettingsView {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    INSTANCE_SETTINGS.map(({ key }) => [key, stored.get(key) ?? null]),
  ) as unknown as PublicSettingsView;
}
