import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver has no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

/** An S3-protocol server (s3rver) on a random local port; the app talks to it with the minio client. */
export class S3Server {
  private server: {
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    store: { deleteObject(bucket: string, key: string): Promise<void> };
  } | null = null;
  private readonly directory = mkdtempSync(join(tmpdir(), 'hb-s3-'));
  readonly accessKey = 'S3RVER';
  readonly secretKey = 'S3RVER';
  port = 0;

  async start(): Promise<void> {
    this.server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: this.directory });
    // s3rver's multi-object delete removes emptied folders concurrently and can fail on its own race
    // (the client retries, noisily): deleting one object at a time behaves like a real S3 server.
    const store = this.server!.store;
    const deleteObject = store.deleteObject.bind(store);
    let queue = Promise.resolve();
    store.deleteObject = (bucket, key) => (queue = queue.catch(() => undefined).then(() => deleteObject(bucket, key)));
    const address = await this.server!.run();
    this.port = address.port;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
