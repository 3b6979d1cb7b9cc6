import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, ConfigError } from './app-config';

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
    [{ SESSION_SECRET: 'short' }, /^SESSION_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production', REDIS_URL: 'redis://r:6379' }, /^SESSION_SECRET is required/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => config(env)).toThrow(ConfigError);
    expect(() => config(env)).toThrow(message);
  });
});
