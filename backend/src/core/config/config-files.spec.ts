import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from './app-config';

/** No Docker engine runs in CI, so these files are checked against the configuration schema instead. */
const root = join(__dirname, '..', '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('deployment files agree with the configuration schema', () => {
  it('.env.example lists every variable, in order, with its default', () => {
    const entries = read('.env.example')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, name, value]) => [name, value]);
    expect(entries).toEqual(Object.entries(CONFIG_VARIABLES));
  });

  it('docker-compose.yml passes only known variables to the app and has the services docs/operations.md names', () => {
    const compose = parse(read('docker-compose.yml'), { merge: true });
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio', 'minio-init', 'mailpit', 'api', 'worker']),
    );
    for (const name of ['api', 'worker']) {
      const service = compose.services[name];
      const unknown = Object.keys(service.environment).filter((key) => !(key in CONFIG_VARIABLES));
      expect(unknown).toEqual([]);
      expect(service.environment).toMatchObject({ DATABASE_URL: expect.stringContaining('postgres://') });
      expect(service.healthcheck).toBeDefined();
    }
    expect(compose.services.worker.command.join(' ')).toContain('backend/dist/worker.js');
    expect(compose.services.redis.command.join(' ')).toContain('noeviction');
    for (const service of Object.values<Record<string, unknown>>(compose.services)) {
      if (service !== compose.services['minio-init']) expect(service.healthcheck).toBeDefined();
    }
  });

  it('every variable the compose file reads for the app is documented in .env.example', () => {
    const documented = read('.env.example');
    const referenced = [...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)/g)].map(([, name]) => name);
    for (const name of new Set(referenced)) expect(documented).toContain(name);
  });
});
