import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Every environment variable the app reads, with its default. `.env.example`, the compose file and
 * the README table are checked against this list by a test, so keep it the single source of truth.
 */
export const CONFIG_VARIABLES = {
  NODE_ENV: 'development',
  PORT: '3000',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  PUBLIC_URL: '',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'false',
  DATABASE_URL: '',
  DATABASE_POOL_SIZE: '10',
  REDIS_URL: '',
  REDIS_PREFIX: 'hb',
  S3_ENDPOINT: '',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY: '',
  S3_SECRET_KEY: '',
  S3_BUCKET: 'home-book',
  SMTP_URL: '',
  MAIL_FROM: 'Home Book <no-reply@localhost>',
  SESSION_SECRET: '',
  SESSION_TTL_HOURS: '168',
  SESSION_IDLE_MINUTES: '120',
  COOKIE_SECURE: 'auto',
  ADMIN_REGISTRATION_KEY: '',
  ADMIN_DELETION_KEY: '',
  DISPOSABLE_EMAIL_DOMAINS: 'mailinator.com,tempmail.com',
  LOGIN_MAX_FAILURES: '5',
  LOGIN_LOCK_MINUTES: '15',
  ADDRESS_LIMIT_SCALE: '1',
  WORKER_CONCURRENCY: '2',
  OCR_IDLE_SECONDS: '30',
  OCR_READ_SECONDS: '20',
  OCR_ENGINES: '',
  OCR_SECOND_READER: 'auto',
  JOB_STALL_SECONDS: '15',
  WORKER_HEARTBEAT_SECONDS: '15',
  SHUTDOWN_TIMEOUT_SECONDS: '10',
  REMINDER_SCAN_INTERVAL_SECONDS: '3600',
  REPLY_MAIL_AFTER_MINUTES: '15',
  REPLY_MAIL_SCAN_SECONDS: '60',
  RECALLS_SOURCES: 'cpsc',
  RECALLS_CPSC_URL: 'https://www.saferproducts.gov/RestWebServices/Recall',
  RECALLS_HEALTH_CANADA_URL:
    'https://recalls-rappels.canada.ca/sites/default/files/opendata-donneesouvertes/HCRSAMOpenData.json',
  RECALLS_SAFETY_GATE_URL: 'https://ec.europa.eu/safety-gate-alerts/api/download/weeklyReport',
  RECALL_SYNC_INTERVAL_SECONDS: '86400',
  RECALL_FEED_TIMEOUT_SECONDS: '120',
  RECALL_RETRY_SECONDS: '900',
  GEMINI_API_KEY: '',
  GEMINI_BASE_URL: '',
  GEMINI_MODEL: 'gemini-2.0-flash',
  EXPORT_RETENTION_HOURS: '24',
  LABEL_ANALYSIS_WAIT_SECONDS: '45',
  HOME_BOOK_WAIT_SECONDS: '60',
} as const;

export type ConfigVariable = keyof typeof CONFIG_VARIABLES;

export class ConfigError extends Error {}

export interface S3Config {
  endPoint: string;
  port: number;
  useSSL: boolean;
  region: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

/** Typed, validated configuration. Built once at start-up; a bad value stops start-up naming the variable. */
export class AppConfig {
  readonly nodeEnv: string;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly publicUrl: string;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error';
  readonly trustProxy: boolean;
  readonly databaseUrl: string | null;
  readonly databasePoolSize: number;
  readonly redisUrl: string | null;
  readonly redisPrefix: string;
  readonly s3: S3Config | null;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly sessionSecret: string;
  readonly sessionTtlMs: number;
  /** A session unused this long ends, whatever its absolute lifetime left. */
  readonly sessionIdleMs: number;
  readonly cookieSecure: 'auto' | boolean;
  readonly adminRegistrationKey: string | null;
  readonly adminDeletionKey: string | null;
  readonly disposableEmailDomains: string[];
  readonly loginMaxFailures: number;
  readonly loginLockMs: number;
  /** Multiplies every per-address limit (sign-in, registration, captcha, reset, secrets). */
  readonly addressLimitScale: number;
  readonly workerConcurrency: number;
  /** A job whose worker stopped renewing its lock this long ago (a killed worker) runs again. */
  readonly jobStallMs: number;
  /** A worker's "I am consuming" mark in Redis lives this long; /api/health reports 'worker: down' without one. */
  readonly workerHeartbeatMs: number;
  /** SIGTERM: how long in-flight requests (api) may take to finish before the process exits anyway. */
  readonly shutdownTimeoutMs: number;
  /** How long the OCR workers stay after the last label analysis before they retire (memory back). */
  readonly ocrIdleMs: number;
  /** The longest one OCR read may take, its wait in the OCR process included (OCR_READ_SECONDS); then the process is ended. */
  readonly ocrReadLimitMs: number;
  /** Tesseract engines in the OCR process (null: 1 on the embedded default, else one per job run at once, up to the cores). */
  readonly ocrEngines: number | null;
  /** Whether labels are also read by the second reader (PP-OCRv4), beside tesseract (docs/vision.md, "Two readers"). */
  readonly ocrSecondReader: boolean;
  /** How the second reader's setting was decided, for the start's log (e.g. "auto: 23.4 GiB available"). */
  readonly ocrSecondReaderBasis: string;
  /** Seconds between reminder scans (0: no scheduled scans). */
  readonly reminderScanIntervalSeconds: number;
  /** A support reply the user has not read for this long is e-mailed (once per batch of replies). */
  readonly supportReplyMailAfterMs: number;
  /** Seconds between scans for support replies to e-mail (0: no scheduled scans). */
  readonly supportReplyMailScanSeconds: number;
  /** The recall feeds the sync reads ('cpsc', 'health-canada', 'safety-gate'), in the order given; 'none': none. */
  readonly recallSources: Array<'cpsc' | 'health-canada' | 'safety-gate'>;
  readonly recallFeedUrls: { cpsc: string; 'health-canada': string; 'safety-gate': string };
  /** Seconds between recall syncs per source (0: no scheduled syncs; "Sync now" still works). */
  readonly recallSyncIntervalSeconds: number;
  /** A feed that has not answered completely within this long has failed. */
  readonly recallFeedTimeoutMs: number;
  /** The wait before retrying a failed feed; it doubles per failure in a row, up to the interval. */
  readonly recallRetrySeconds: number;
  readonly geminiApiKey: string | null;
  readonly geminiBaseUrl: string | null;
  readonly geminiModel: string;
  /** How long a worker-built export archive stays downloadable (then the sweep deletes it). */
  readonly exportRetentionMs: number;
  /** How long a label analysis request waits for its job (queue wait included) before answering 504. */
  readonly labelAnalysisWaitMs: number;
  /** How long a home book PDF request waits for its rendering job before it fails. */
  readonly homeBookWaitMs: number;

  /** `memoryBytes`: the memory the app may use (`OCR_SECOND_READER=auto` decides by it). */
  constructor(env: Record<string, string | undefined> = process.env, memoryBytes: number = availableMemoryBytes()) {
    const read = (name: ConfigVariable): string => {
      const value = env[name];
      return value === undefined || value.trim() === '' ? CONFIG_VARIABLES[name] : value.trim();
    };
    const optional = (name: ConfigVariable): string | null => read(name) || null;

    this.nodeEnv = read('NODE_ENV');
    this.port = integer('PORT', read('PORT'), 0, 65535);
    this.host = read('HOST');
    this.dataDir = resolve(read('DATA_DIR'));
    this.publicUrl = (read('PUBLIC_URL') || `http://localhost:${this.port}`).replace(/\/+$/, '');
    url('PUBLIC_URL', this.publicUrl, ['http:', 'https:']);
    this.logLevel = oneOf('LOG_LEVEL', read('LOG_LEVEL'), ['debug', 'info', 'warn', 'error'] as const);
    this.trustProxy = boolean('TRUST_PROXY', read('TRUST_PROXY'));
    this.databaseUrl = optional('DATABASE_URL');
    if (this.databaseUrl) url('DATABASE_URL', this.databaseUrl, ['postgres:', 'postgresql:']);
    this.databasePoolSize = integer('DATABASE_POOL_SIZE', read('DATABASE_POOL_SIZE'), 1, 500);
    this.redisUrl = optional('REDIS_URL');
    if (this.redisUrl) url('REDIS_URL', this.redisUrl, ['redis:', 'rediss:']);
    this.redisPrefix = read('REDIS_PREFIX');
    if (!/^[a-zA-Z0-9_-]{1,32}$/.test(this.redisPrefix)) {
      throw new ConfigError('REDIS_PREFIX must be 1 to 32 letters, digits, _ or -');
    }
    this.s3 = parseS3(read);
    this.smtpUrl = optional('SMTP_URL');
    if (this.smtpUrl) url('SMTP_URL', this.smtpUrl, ['smtp:', 'smtps:']);
    this.mailFrom = read('MAIL_FROM');
    this.sessionTtlMs = integer('SESSION_TTL_HOURS', read('SESSION_TTL_HOURS'), 1, 24 * 365) * 3_600_000;
    this.sessionIdleMs = integer('SESSION_IDLE_MINUTES', read('SESSION_IDLE_MINUTES'), 5, 60 * 24 * 365) * 60_000;
    const secure = read('COOKIE_SECURE');
    this.cookieSecure = secure === 'auto' ? 'auto' : boolean('COOKIE_SECURE', secure);
    this.adminRegistrationKey = optional('ADMIN_REGISTRATION_KEY');
    this.adminDeletionKey = optional('ADMIN_DELETION_KEY');
    this.disposableEmailDomains = read('DISPOSABLE_EMAIL_DOMAINS')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean);
    this.loginMaxFailures = integer('LOGIN_MAX_FAILURES', read('LOGIN_MAX_FAILURES'), 1, 1000);
    this.loginLockMs = integer('LOGIN_LOCK_MINUTES', read('LOGIN_LOCK_MINUTES'), 1, 24 * 60) * 60_000;
    this.addressLimitScale = integer('ADDRESS_LIMIT_SCALE', read('ADDRESS_LIMIT_SCALE'), 1, 10_000);
    this.workerConcurrency = integer('WORKER_CONCURRENCY', read('WORKER_CONCURRENCY'), 1, 64);
    this.jobStallMs = integer('JOB_STALL_SECONDS', read('JOB_STALL_SECONDS'), 3, 3600) * 1000;
    this.workerHeartbeatMs = integer('WORKER_HEARTBEAT_SECONDS', read('WORKER_HEARTBEAT_SECONDS'), 2, 3600) * 1000;
    this.shutdownTimeoutMs = integer('SHUTDOWN_TIMEOUT_SECONDS', read('SHUTDOWN_TIMEOUT_SECONDS'), 1, 3600) * 1000;
    this.ocrIdleMs = number('OCR_IDLE_SECONDS', read('OCR_IDLE_SECONDS'), 0.01, 24 * 3600) * 1000;
    this.ocrReadLimitMs = number('OCR_READ_SECONDS', read('OCR_READ_SECONDS'), 0.001, 3600) * 1000;
    const ocrEngines = optional('OCR_ENGINES');
    this.ocrEngines = ocrEngines === null ? null : integer('OCR_ENGINES', ocrEngines, 1, 64);
    const secondReader = read('OCR_SECOND_READER');
    const automatic = secondReader.toLowerCase() === 'auto';
    this.ocrSecondReader = automatic
      ? memoryBytes >= SECOND_READER_MIN_MEMORY_BYTES
      : boolean('OCR_SECOND_READER', secondReader, 'true, false or auto');
    this.ocrSecondReaderBasis = automatic
      ? `OCR_SECOND_READER=auto: ${(memoryBytes / 1024 ** 3).toFixed(1)} GiB available, on from 1 GiB`
      : `OCR_SECOND_READER=${secondReader}`;
    this.reminderScanIntervalSeconds = integer(
      'REMINDER_SCAN_INTERVAL_SECONDS',
      read('REMINDER_SCAN_INTERVAL_SECONDS'),
      0,
      7 * 24 * 3600,
    );
    this.supportReplyMailAfterMs =
      integer('REPLY_MAIL_AFTER_MINUTES', read('REPLY_MAIL_AFTER_MINUTES'), 1, 7 * 24 * 60) * 60_000;
    this.supportReplyMailScanSeconds = integer(
      'REPLY_MAIL_SCAN_SECONDS',
      read('REPLY_MAIL_SCAN_SECONDS'),
      0,
      24 * 3600,
    );
    const sources = read('RECALLS_SOURCES');
    this.recallSources =
      sources.toLowerCase() === 'none'
        ? []
        : [
            ...new Set(
              sources
                .split(',')
                .map((source) => source.trim())
                .filter(Boolean)
                .map((source) =>
                  oneOf('RECALLS_SOURCES', source, ['cpsc', 'health-canada', 'safety-gate', 'none'] as const),
                )
                .filter((source) => source !== 'none'),
            ),
          ];
    this.recallFeedUrls = {
      cpsc: url('RECALLS_CPSC_URL', read('RECALLS_CPSC_URL'), ['http:', 'https:']).toString(),
      'health-canada': url('RECALLS_HEALTH_CANADA_URL', read('RECALLS_HEALTH_CANADA_URL'), [
        'http:',
        'https:',
      ]).toString(),
      'safety-gate': url('RECALLS_SAFETY_GATE_URL', read('RECALLS_SAFETY_GATE_URL'), ['http:', 'https:'])
        .toString()
        .replace(/\/+$/, ''),
    };
    this.recallSyncIntervalSeconds = integer(
      'RECALL_SYNC_INTERVAL_SECONDS',
      read('RECALL_SYNC_INTERVAL_SECONDS'),
      0,
      30 * 24 * 3600,
    );
    this.recallFeedTimeoutMs =
      number('RECALL_FEED_TIMEOUT_SECONDS', read('RECALL_FEED_TIMEOUT_SECONDS'), 0.01, 3600) * 1000;
    this.recallRetrySeconds = integer('RECALL_RETRY_SECONDS', read('RECALL_RETRY_SECONDS'), 1, 30 * 24 * 3600);
    this.geminiApiKey = optional('GEMINI_API_KEY');
    this.geminiBaseUrl = optional('GEMINI_BASE_URL');
    this.geminiModel = read('GEMINI_MODEL');
    this.exportRetentionMs = integer('EXPORT_RETENTION_HOURS', read('EXPORT_RETENTION_HOURS'), 1, 720) * 3_600_000;
    this.labelAnalysisWaitMs =
      integer('LABEL_ANALYSIS_WAIT_SECONDS', read('LABEL_ANALYSIS_WAIT_SECONDS'), 1, 3600) * 1000;
    this.homeBookWaitMs = integer('HOME_BOOK_WAIT_SECONDS', read('HOME_BOOK_WAIT_SECONDS'), 1, 3600) * 1000;
    this.sessionSecret = read('SESSION_SECRET') || this.persistedSessionSecret();
    if (this.sessionSecret.length < 32) {
      throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
    }
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** True when no external service is configured: PGlite, inline jobs, disk storage, mail outbox. */
  get isEmbedded(): boolean {
    return !this.databaseUrl && !this.redisUrl && !this.s3 && !this.smtpUrl;
  }

  /**
   * Without SESSION_SECRET (the embedded default) a random secret is generated once and kept in
   * DATA_DIR, so sessions survive restarts. Several processes must share SESSION_SECRET instead.
   */
  private persistedSessionSecret(): string {
    if (this.isProduction && this.redisUrl) {
      throw new ConfigError('SESSION_SECRET is required when REDIS_URL is set in production');
    }
    const file = join(this.dataDir, 'session-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(this.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function parseS3(read: (name: ConfigVariable) => string): S3Config | null {
  const endpoint = read('S3_ENDPOINT');
  if (!endpoint) return null;
  const parsed = url('S3_ENDPOINT', endpoint, ['http:', 'https:']);
  const accessKey = read('S3_ACCESS_KEY');
  const secretKey = read('S3_SECRET_KEY');
  if (!accessKey) throw new ConfigError('S3_ACCESS_KEY is required when S3_ENDPOINT is set');
  if (!secretKey) throw new ConfigError('S3_SECRET_KEY is required when S3_ENDPOINT is set');
  const useSSL = parsed.protocol === 'https:';
  return {
    endPoint: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : useSSL ? 443 : 80,
    useSSL,
    region: read('S3_REGION'),
    accessKey,
    secretKey,
    bucket: read('S3_BUCKET'),
  };
}

function integer(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return parsed;
}

function number(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max} (got "${value}")`);
  }
  return parsed;
}

function boolean(name: string, value: string, expected = 'true or false'): boolean {
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be ${expected} (got "${value}")`);
}

/**
 * `OCR_SECOND_READER=auto` (the default) turns the second label reader on where the app has at least this much
 * memory. The reader adds ~180 MB while labels are read (the tree's peak 549 against 366 MB with tesseract alone:
 * docs/architecture.md, "Footprint"); on a box of less than 1 GiB that is the difference between a label read and
 * the system swapping or killing the app, so such a box reads with tesseract alone.
 */
export const SECOND_READER_MIN_MEMORY_BYTES = 1024 ** 3;

/**
 * The memory this process may use: its cgroup's limit where one is set below the machine's memory (a container,
 * a systemd unit with MemoryMax), else the machine's.
 */
export function availableMemoryBytes(): number {
  const total = totalmem();
  const limit = process.constrainedMemory?.() ?? 0;
  return limit > 0 && limit < total ? limit : total;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

function url(name: string, value: string, protocols: string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return parsed;
}
