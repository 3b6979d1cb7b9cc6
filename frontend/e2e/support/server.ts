/**
 * Starts the built app (node backend/dist/main.js, plus backend/dist/worker.js for the 'services' driver
 * set) on a random free port with a temporary DATA_DIR, and stops it again, removing everything it made.
 * Server and worker output goes to one log file, which the tests print when they fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  type WriteStream,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { BACKEND_MAIN, BACKEND_WORKER, FRONTEND_INDEX, REPO_ROOT, type Drivers } from './paths';
import { startRecallFeed } from './recall-feed';
import {
  REDIS_URL,
  S3Server,
  SmtpInbox,
  createDatabase,
  dropDatabase,
  dropStaleDatabases,
  deleteRedisKeys,
} from './services';

/** What the test files need to know about the running app (handed over with vitest's provide/inject). */
export interface AppInfo {
  drivers: Drivers;
  baseUrl: string;
  dataDir: string;
  /** Folder of received mails as JSON ('services'); in 'embedded' mode mails are in DATA_DIR/outbox. */
  inboxDir: string | null;
  logFile: string;
  adminRegistrationKey: string;
  adminDeletionKey: string;
}

export interface RunningApp {
  info: AppInfo;
  /** The last lines of the server's and worker's output. */
  logTail(lines?: number): string;
  /** True when the server or the worker exited before stop() was called. */
  crashed(): boolean;
  stop(): Promise<void>;
}

export const ADMIN_REGISTRATION_KEY = 'e2e-admin-key';
export const ADMIN_DELETION_KEY = 'e2e-admin-deletion-key';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 8_000;

/** Fails with a clear message when `npm run build` has not been run. */
export function assertBuilt(): void {
  const missing = [BACKEND_MAIN, BACKEND_WORKER, FRONTEND_INDEX].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `The e2e tests run the built app, but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing.\n` +
        `Run "npm run build" in ${REPO_ROOT} first.`,
    );
  }
}

/** The asset files index.html refers to (/assets/...), relative to the dist folder. */
function referencedAssets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
}

/**
 * Copies the build into `target` (backend/dist, frontend/dist, backend/package.json, and links to the
 * root node_modules and backend/node_modules when npm put packages there) and returns the path of the copy's backend/dist. The app runs from the copy, so a
 * rebuild during the run (another `npm run build`, which empties the dist folders first) cannot pull
 * files from under it. A build caught half-written is copied again.
 */
export async function snapshotBuild(target: string): Promise<string> {
  assertBuilt();
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    mkdirSync(join(target, 'backend'), { recursive: true });
    mkdirSync(join(target, 'frontend'), { recursive: true });
    try {
      cpSync(join(REPO_ROOT, 'backend', 'dist'), join(target, 'backend', 'dist'), { recursive: true });
      cpSync(join(REPO_ROOT, 'backend', 'package.json'), join(target, 'backend', 'package.json'));
      // The release's version (GET /api/health, the System tab) is the root package.json's, as in a deployment.
      cpSync(join(REPO_ROOT, 'package.json'), join(target, 'package.json'));
      cpSync(join(REPO_ROOT, 'frontend', 'dist'), join(target, 'frontend', 'dist'), { recursive: true });
      const frontendDist = join(target, 'frontend', 'dist');
      const index = readFileSync(join(frontendDist, 'index.html'), 'utf8');
      const missing = referencedAssets(index).filter((asset) => !existsSync(join(frontendDist, asset)));
      const complete =
        missing.length === 0 &&
        existsSync(join(target, 'backend', 'dist', 'main.js')) &&
        existsSync(join(target, 'backend', 'dist', 'worker.js'));
      if (complete) {
        symlinkSync(join(REPO_ROOT, 'node_modules'), join(target, 'node_modules'), 'dir');
        // Packages npm keeps in the workspace itself (a version the root does not hoist, e.g. ical-generator).
        const backendModules = join(REPO_ROOT, 'backend', 'node_modules');
        if (existsSync(backendModules)) symlinkSync(backendModules, join(target, 'backend', 'node_modules'), 'dir');
        return join(target, 'backend', 'dist');
      }
    } catch (error) {
      // A file vanished while copying: a rebuild is under way.
      if (attempt >= 20) throw error;
    }
    if (attempt >= 20) {
      throw new Error(`The build in ${REPO_ROOT} stayed incomplete (is "npm run build" running?). Run it again.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The shared log of server and worker: a file (read by the test files) plus the recent lines in memory. */
class AppLog {
  private readonly stream: WriteStream;
  private readonly recent: string[] = [];

  constructor(readonly file: string) {
    this.stream = createWriteStream(file, { flags: 'a' });
    this.stream.on('error', (error) => console.error(`[e2e] cannot write the app log ${file}: ${error.message}`));
  }

  write(line: string): void {
    this.recent.push(line);
    if (this.recent.length > 500) this.recent.shift();
    if (!this.stream.writableEnded) this.stream.write(`${line}\n`);
  }

  /** The last lines, from memory (the file may still be behind). */
  tail(lines = 80): string {
    return this.recent.slice(-lines).join('\n') || '(no output)';
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.stream.end(() => resolve()));
  }
}

/** A child process whose stdout and stderr lines are appended to the shared log with a prefix. */
class ManagedProcess {
  readonly child: ChildProcess;
  exitCode: number | null = null;
  exitSignal: NodeJS.Signals | null = null;
  /** Settles once the process has exited and its output is drained. */
  readonly closed: Promise<void>;
  stopping = false;

  constructor(
    readonly name: string,
    script: string,
    env: NodeJS.ProcessEnv,
    log: AppLog,
  ) {
    this.child = spawn(process.execPath, [script], { cwd: dirname(script), env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => log.write(`[${name}] ${line}`));
    }
    this.closed = new Promise((resolve) => {
      // 'close' comes after 'exit' once stdout and stderr are drained, so no line is lost.
      this.child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.exitSignal = signal;
      });
      this.child.once('close', (code, signal) => {
        log.write(`[${name}] exited (code ${code}, signal ${signal})`);
        resolve();
      });
      this.child.once('error', (error) => {
        log.write(`[${name}] could not start: ${error.message}`);
        this.exitCode = -1;
        resolve();
      });
    });
  }

  get running(): boolean {
    return this.exitCode === null && this.exitSignal === null;
  }

  /** SIGTERM, then SIGKILL if it has not exited within the timeout. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([this.closed, timer])) === 'timeout') {
      this.child.kill('SIGKILL');
      await this.closed;
    }
  }

  killNow(): void {
    if (this.running) this.child.kill('SIGKILL');
  }
}

/**
 * Waits until GET /api/health answers 200, or, with `workerMayBeDown`, until everything but the worker is up
 * (the api serves; its health says 'worker: down' until a worker consumes).
 */
async function waitUntilHealthy(
  baseUrl: string,
  processes: ManagedProcess[],
  log: AppLog,
  workerMayBeDown = false,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = processes.find((proc) => !proc.running);
    if (dead) {
      await dead.closed;
      throw new Error(`The ${dead.name} exited during start-up (code ${dead.exitCode}). Its log:\n${log.tail()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
      const text = await response.text();
      if (workerMayBeDown && response.status === 503 && onlyTheWorkerIsDown(text)) return;
      lastProblem = `GET /api/health answered ${response.status}: ${text}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `The app was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}). Its log:\n${log.tail()}`,
  );
}

function onlyTheWorkerIsDown(healthBody: string): boolean {
  try {
    const { database, redis, storage, worker } = JSON.parse(healthBody) as Record<string, string>;
    return database === 'up' && redis === 'up' && storage === 'up' && worker === 'down';
  } catch {
    return false;
  }
}

/** A minimal environment, so app variables set in the developer's shell cannot change the driver set. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return env;
}

export async function startApp(drivers: Drivers): Promise<RunningApp> {
  assertBuilt();
  const root = mkdtempSync(join(tmpdir(), `hb-e2e-${drivers}-`));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'app.log');
  mkdirSync(dataDir);
  const log = new AppLog(logFile);
  const processes: ManagedProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let stopped = false;

  // If the test runner dies without running the teardown, still do not leave processes or files behind.
  const emergencyCleanup = () => {
    processes.forEach((proc) => proc.killNow());
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', emergencyCleanup);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const errors: unknown[] = [];
    await Promise.all(processes.map((proc) => proc.stop().catch((error) => errors.push(error))));
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error) => errors.push(error));
    }
    await log.close();
    rmSync(root, { recursive: true, force: true });
    process.removeListener('exit', emergencyCleanup);
    if (errors.length) {
      throw new AggregateError(errors, `Cleaning up the e2e app failed: ${errors.map(String).join('; ')}`);
    }
  };

  try {
    const backendDist = await snapshotBuild(join(root, 'build'));
    // The CPSC feed, local: the app's recall sync (at start, then daily) reads it, never the internet.
    const recallFeed = await startRecallFeed();
    cleanups.push(() => recallFeed.stop());
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...baseEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Every journey signs up from 127.0.0.1: the per-address limits, scaled for one test run.
      ADDRESS_LIMIT_SCALE: '100',
      // Reminder scans every 2 s: a journey sees a reminder arrive instead of waiting for the hourly scan.
      REMINDER_SCAN_INTERVAL_SECONDS: '2',
      // Label readings and PDFs wait for their job as long as a loaded CI machine needs: a journey's
      // answer never depends on the machine's speed (the production bounds are tested in the fault suite).
      LABEL_ANALYSIS_WAIT_SECONDS: '600',
      HOME_BOOK_WAIT_SECONDS: '600',
      ADMIN_REGISTRATION_KEY,
      ADMIN_DELETION_KEY,
      // The CPSC feed only, and the local one (support/recall-feed.ts): a journey never downloads anything.
      RECALLS_SOURCES: 'cpsc',
      RECALLS_CPSC_URL: recallFeed.url,
    };
    let inboxDir: string | null = null;

    if (drivers === 'services') {
      inboxDir = join(root, 'inbox');
      const inbox = new SmtpInbox(inboxDir);
      const s3 = new S3Server(join(root, 's3'));
      const databaseName = `hb_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
      const redisPrefix = `e2e-${randomBytes(4).toString('hex')}`;
      // Each cleanup is registered before its resource is created, and tolerates a resource that never came.
      cleanups.push(
        () => inbox.stop(),
        () => s3.stop(),
        () => dropDatabase(databaseName),
        () => deleteRedisKeys(redisPrefix),
      );
      const stale = await dropStaleDatabases();
      if (stale.length) console.log(`[e2e] dropped the databases of interrupted runs: ${stale.join(', ')}`);
      const [, , databaseUrl] = await Promise.all([
        inbox.start(),
        s3.start(),
        createDatabase(databaseName),
        deleteRedisKeys(redisPrefix),
      ]);
      Object.assign(env, {
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_BUCKET: 'e2e',
        SMTP_URL: inbox.url,
      });
    }

    processes.push(new ManagedProcess('server', join(backendDist, 'main.js'), env, log));
    await waitUntilHealthy(baseUrl, processes, log, drivers === 'services');
    if (drivers === 'services') {
      // Started only once the server is up: both processes create the S3 bucket when it is missing, and
      // started together they race (the loser stops with "The requested bucket already exists").
      processes.push(new ManagedProcess('worker', join(backendDist, 'worker.js'), env, log));
      // Then healthy as a whole: the worker consumes (its mark is in Redis).
      await waitUntilHealthy(baseUrl, processes, log);
    }

    return {
      info: {
        drivers,
        baseUrl,
        dataDir,
        inboxDir,
        logFile,
        adminRegistrationKey: ADMIN_REGISTRATION_KEY,
        adminDeletionKey: ADMIN_DELETION_KEY,
      },
      logTail: (lines) => log.tail(lines),
      crashed: () => processes.some((proc) => !proc.running && !proc.stopping),
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
