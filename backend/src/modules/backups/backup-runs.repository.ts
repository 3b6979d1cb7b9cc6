import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface BackupRun {
  name: string;
  trigger: 'schedule' | 'manual';
  result: 'success' | 'failed';
  sizeBytes: number | null;
  error: string | null;
  startedAt: Date;
  finishedAt: Date;
}

interface BackupRunRow {
  name: string;
  trigger: BackupRun['trigger'];
  result: BackupRun['result'];
  size_bytes: string | null;
  error: string | null;
  started_at: Date;
  finished_at: Date;
}

const toRun = (row: BackupRunRow): BackupRun => ({
  name: row.name,
  trigger: row.trigger,
  result: row.result,
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  error: row.error,
  startedAt: new Date(row.started_at),
  finishedAt: new Date(row.finished_at),
});

/** The backup_runs ledger: one row per backup taken or attempted, shared by every process. */
@Injectable()
export class BackupRunsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(run: BackupRun): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO backup_runs (name, trigger, result, size_bytes, error, started_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [run.name, run.trigger, run.result, run.sizeBytes, run.error, run.startedAt, run.finishedAt],
    );
  }

  /** Newest first. */
  async recent(limit: number): Promise<BackupRun[]> {
    const rows = (await this.dataSource.query(`SELECT * FROM backup_runs ORDER BY finished_at DESC, id DESC LIMIT $1`, [
      limit,
    ])) as BackupRunRow[];
    return rows.map(toRun);
  }

  async lastFinished(result: BackupRun['result']): Promise<BackupRun | null> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM backup_runs WHERE result = $1 ORDER BY finished_at DESC, id DESC LIMIT 1`,
      [result],
    )) as BackupRunRow[];
    return rows.length ? toRun(rows[0]) : null;
  }

  async findSuccess(name: string): Promise<BackupRun | null> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM backup_runs WHERE name = $1 AND result = 'success' LIMIT 1`,
      [name],
    )) as BackupRunRow[];
    return rows.length ? toRun(rows[0]) : null;
  }

  async successes(): Promise<BackupRun[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM backup_runs WHERE result = 'success' ORDER BY finished_at DESC, id DESC`,
    )) as BackupRunRow[];
    return rows.map(toRun);
  }

  async remove(names: string[]): Promise<void> {
    if (names.length) await this.dataSource.query(`DELETE FROM backup_runs WHERE name = ANY($1)`, [names]);
  }
}
