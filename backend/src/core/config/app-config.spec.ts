import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { AppConfig, ConfigError, SECOND_READER_MIN_MEMORY_BYTES, availableMemoryBytes } from './app-config';

describe('AppConfig', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string> = {}) => new AppConfig({ DATA_DIR: dataDir, ...env });

  it('defaults to the embedded drivers and keeps a generated session secret across starts', () => {
    const first = config();
    expect(first.isEmbedded).toBe(true);
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.disposableEmailDomains).toEqual(['mailinator.com', 'tempmail.com']);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config().sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first.sessionSecret);
  });

  describe('the second label reader (OCR_SECOND_READER)', () => {
    const GiB = 1024 ** 3;
    const withMemory = (memoryBytes: number, env: Record<string, string> = {}) =>
      new AppConfig({ DATA_DIR: dataDir, ...env }, memoryBytes).ocrSecondReader;

    it('is on by default where the app has 1 GiB or more, off on a smaller box', () => {
      expect(SECOND_READER_MIN_MEMORY_BYTES).toBe(GiB);
      expect(withMemory(24 * GiB)).toBe(true);
      expect(withMemory(GiB)).toBe(true);
      expect(withMemory(GiB - 1)).toBe(false);
      expect(withMemory(512 * 1024 ** 2, { OCR_SECOND_READER: 'AUTO' })).toBe(false);
    });

    it('says how it was decided, for the start log', () => {
      const basis = (memoryBytes: number, env: Record<string, string> = {}) =>
        new AppConfig({ DATA_DIR: dataDir, ...env }, memoryBytes).ocrSecondReaderBasis;
      expect(basis(0.5 * GiB)).toBe('OCR_SECOND_READER=auto: 0.5 GiB available, on from 1 GiB');
      expect(basis(0.5 * GiB, { OCR_SECOND_READER: 'true' })).toBe('OCR_SECOND_READER=true');
    });

    it('follows true or false whatever the memory', () => {
      expect(withMemory(256 * 1024 ** 2, { OCR_SECOND_READER: 'true' })).toBe(true);
      expect(withMemory(24 * GiB, { OCR_SECOND_READER: 'false' })).toBe(false);
    });

    it("decides by the process's memory limit where one is set below the machine's memory", () => {
      const limit = jest.spyOn(process, 'constrainedMemory');
      try {
        limit.mockReturnValue(512 * 1024 ** 2);
        expect(availableMemoryBytes()).toBe(512 * 1024 ** 2);
        expect(new AppConfig({ DATA_DIR: dataDir }).ocrSecondReader).toBe(false);
        limit.mockReturnValue(0); // no limit
        expect(availableMemoryBytes()).toBe(totalmem());
        limit.mockReturnValue(Number.MAX_SAFE_INTEGER); // a limit above the machine's memory
        expect(availableMemoryBytes()).toBe(totalmem());
      } finally {
        limit.mockRestore();
      }
    });
  });

  it('parses the S3 endpoint URL', () => {
    const s3 = config({ S3_ENDPOINT: 'https://s3.example.com:9000', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' }).s3!;
    expect(s3).toMatchObject({ endPoint: 's3.example.com', port: 9000, useSSL: true, bucket: 'home-book' });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres:\/\//],
    [{ REDIS_URL: 'not a url' }, /^REDIS_URL is not a valid URL/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /^S3_ACCESS_KEY is required/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of debug, info, warn, error/],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be true or false/],
    [{ OCR_SECOND_READER: 'sometimes' }, /^OCR_SECOND_READER must be true, false or auto/],
    [{ SESSION_SECRET: 'short' }, /^SESSION_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production', REDIS_URL: 'redis://r:6379' }, /^SESSION_SECRET is required/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => config(env)).toThrow(ConfigError);
    expect(() => config(env)).toThrow(message);
  });
});
