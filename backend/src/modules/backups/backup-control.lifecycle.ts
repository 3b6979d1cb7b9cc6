import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { BackupControlServer } from './backup-control';
import { BackupsService } from './backups.service';

/** The embedded database's app answers `npm run backup` (backup-control.ts); with Postgres the tool reads it directly. */
@Injectable()
export class BackupControlLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: BackupControlServer | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly backups: BackupsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl) return;
    this.server = new BackupControlServer(this.config.dataDir, async (output) => {
      const manifest = await this.backups.writeTo(output);
      return { schemaVersion: manifest.schemaVersion, files: manifest.files.length };
    });
    await this.server.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.stop();
  }
}
