import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { InstanceSetting } from './instance-setting.entity';
import { DEFAULT_CURRENCY, INSTANCE_SETTINGS, SettingsChange, checkSettingsChange } from './instance-settings';
import { toPublicSettingsView } from './public-settings.mapper';
import type { PublicSettingKey, PublicSettingsView } from './public-settings.view';

export const INVALID_SETTINGS = 'INVALID_SETTINGS';

/** What an administrator's change did: the settings after it and the keys whose value changed. */
export interface SettingsUpdate {
  settings: PublicSettingsView;
  changed: PublicSettingKey[];
}

/**
 * This instance's own settings (the company's contacts, the chat's expected-answer text), set by an
 * administrator. Read on each use (one small query), so every api process sees a change at once.
 */
@Injectable()
export class SettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async publicSettings(manager: EntityManager = this.dataSource.manager): Promise<PublicSettingsView> {
    return toPublicSettingsView(await manager.getRepository(InstanceSetting).find());
  }

  /** The ISO 4217 code money is shown in: the administrator's setting, or USD. */
  async currency(): Promise<string> {
    const row = await this.dataSource.getRepository(InstanceSetting).findOneBy({ key: 'currency' });
    return row?.value ?? DEFAULT_CURRENCY;
  }

  /**
   * Applies a PATCH body (checked by {@link checkSettingsChange}: 400 with field errors, code INVALID_SETTINGS);
   * absent fields stay, null or empty text unsets. `record` runs in the same transaction with what changed.
   */
  async update(
    adminUserId: number,
    body: unknown,
    record: (manager: EntityManager, update: SettingsUpdate) => Promise<void>,
  ): Promise<PublicSettingsView> {
    const checked = checkSettingsChange(body);
    if ('errors' in checked) {
      throw new BadRequestException({
        message: checked.errors[0].message,
        errors: checked.errors,
        code: INVALID_SETTINGS,
      });
    }
    return this.dataSource.transaction(async (manager) => {
      const before = await this.publicSettings(manager);
      const changed = changedKeys(before, checked.change);
      for (const key of changed) {
        const value = checked.change[key];
        if (value == null) await manager.getRepository(InstanceSetting).delete({ key });
        else
          await manager.query(
            `INSERT INTO instance_settings (key, value, updated_by) VALUES ($1, $2, $3)
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
            [key, value, adminUserId],
          );
      }
      const settings = { ...before, ...checked.change };
      if (changed.length > 0) await record(manager, { settings, changed });
      return settings;
    });
  }
}

function changedKeys(before: PublicSettingsView, change: SettingsChange): PublicSettingKey[] {
  return INSTANCE_SETTINGS.map(({ key }) => key).filter((key) => key in change && change[key] !== before[key]);
}
