import { Client } from 'minio';
import type { Readable } from 'node:stream';
import { S3Config } from '../config/app-config';
import { ObjectStorage, StoredObject, assertSafeKey, assertSafePrefix } from './object-storage';

/** Parts of a streamed upload (S3 wants at least 5 MiB but the last; 10,000 parts at most, so 80 GiB). */
const STREAM_PART_BYTES = 8 * 1024 * 1024;

/** Socket errors of a request that got no answer because its kept-alive connection was being closed. */
const CONNECTION_RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/**
 * An idempotent request, sent once more when its connection was reset before any answer. Node's HTTP agent
 * keeps connections alive (Node ≥ 19) and a server closes idle ones after its own timeout; a process whose
 * event loop was busy for seconds (a home book's layout under load) can reuse one the server is closing
 * and get `read ECONNRESET` (reproduced: the home book's every-script test under load, the PDF's upload).
 */
async function onceMoreAfterReset<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!CONNECTION_RESET_CODES.has((error as { code?: string }).code ?? '')) throw error;
    return request();
  }
}

/**
 * Any S3-compatible server (MinIO in compose) through the `minio` client. The bucket stays private. Requests
 * that may be repeated (put, get, stat, delete, a part of an upload) are sent once more after a connection
 * reset (`onceMoreAfterReset`).
 */
export class S3ObjectStorage extends ObjectStorage {
  private readonly client: Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new Client({
      endPoint: config.endPoint,
      port: config.port,
      useSSL: config.useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      pathStyle: true,
    });
  }

  /** Creates the bucket when missing (compose also creates it; tests start with an empty server). */
  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.config.bucket)) return;
    try {
      await this.client.makeBucket(this.config.bucket, this.config.region);
    } catch (error) {
      // Another process (api and worker start together) created it first: that is fine.
      const code = (error as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await onceMoreAfterReset(() =>
      this.client.putObject(this.config.bucket, key, body, body.length, { 'Content-Type': contentType }),
    );
  }

  /**
   * A stream of unknown size goes up in parts of STREAM_PART_BYTES (one part in memory at a time): a
   * single PUT when it fits in one part, otherwise a multipart upload, aborted (its parts removed) if the
   * source or a part fails, so no object appears. minio's own putObject would buffer ~550 MiB parts for a
   * stream of unknown size and lists pending uploads first (not every S3 server implements that).
   */
  async putStream(key: string, stream: Readable, contentType: string): Promise<number> {
    assertSafeKey(key);
    const bucket = this.config.bucket;
    const headers = { 'Content-Type': contentType };
    let uploadId: string | null = null;
    const etags: { part: number; etag: string }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let bytes = 0;
    const sendPart = async (part: Buffer) => {
      uploadId ??= await this.client.initiateNewMultipartUpload(bucket, key, headers);
      const partNumber = etags.length + 1;
      const upload = { bucketName: bucket, objectName: key, uploadID: uploadId, partNumber, headers: {} };
      const { etag } = await onceMoreAfterReset(() => this.client.uploadPart(upload, part));
      etags.push({ part: partNumber, etag });
    };
    try {
      for await (const chunk of stream) {
        const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        pending.push(data);
        pendingBytes += data.length;
        bytes += data.length;
        if (pendingBytes >= STREAM_PART_BYTES) {
          const all = Buffer.concat(pending);
          pending = [all.subarray(STREAM_PART_BYTES)];
          pendingBytes = pending[0].length;
          await sendPart(all.subarray(0, STREAM_PART_BYTES));
        }
      }
      const last = Buffer.concat(pending);
      if (uploadId === null) {
        await onceMoreAfterReset(() => this.client.putObject(bucket, key, last, last.length, headers));
        return bytes;
      }
      if (last.length) await sendPart(last);
      await this.client.completeMultipartUpload(bucket, key, uploadId, etags);
      return bytes;
    } catch (error) {
      stream.destroy();
      if (uploadId !== null) await this.client.abortMultipartUpload(bucket, key, uploadId).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const info = await onceMoreAfterReset(() => this.client.statObject(this.config.bucket, key));
      const stream = (await onceMoreAfterReset(() => this.client.getObject(this.config.bucket, key))) as Readable;
      const contentType = String(info.metaData?.['content-type'] ?? 'application/octet-stream');
      return { stream, contentType, size: info.size };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await onceMoreAfterReset(() => this.client.removeObject(this.config.bucket, key));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await onceMoreAfterReset(() => this.client.statObject(this.config.bucket, key));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.config.bucket, prefix, true)) {
      if (item.name) keys.push(item.name);
    }
    return keys;
  }

  /**
   * Lists the prefix and deletes what it holds with DeleteObjects (the client sends 1000 keys per
   * request, in quiet mode: only failures come back), then lists again and retries what is left, so a
   * partial failure or a key written meanwhile does not survive. Gives up after three rounds.
   */
  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    let lastError: unknown = null;
    for (let round = 0; round < 3; round += 1) {
      const keys = await this.list(prefix);
      if (!keys.length) return;
      try {
        const failures = await this.client.removeObjects(this.config.bucket, keys);
        lastError = failures.length ? new Error(`${failures.length} object(s) were not deleted`) : null;
      } catch (error) {
        lastError = error;
      }
    }
    const left = await this.list(prefix);
    if (left.length) {
      throw new Error(`Could not delete ${left.length} object(s) under ${prefix}`, { cause: lastError });
    }
  }

  async ping(): Promise<void> {
    await this.client.bucketExists(this.config.bucket);
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchBucket';
}
