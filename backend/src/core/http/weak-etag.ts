import { hash } from 'node:crypto';

/**
 * The ETag of every JSON answer (json-compression.ts, versioned-read.ts): the format of express's default weak
 * ETag, which the app sent before it moved to fastify — `W/"<byte length in hex>-<first 27 characters of the base64 SHA-1>"`, the
 * `etag` package's format — so the values clients hold stay valid, but computed by `crypto.hash`, node's
 * one-shot digest, instead of a `Hash` object per answer (createHash → update → digest), which the profile
 * showed on every read.
 *
 * Weak on purpose: one ETag covers the JSON text whatever content-coding it is sent in (identity, gzip, br
 * give different bytes for the same text), which is a weak validator's meaning. It changes whenever the
 * text changes: the length and a SHA-1 of every byte are in it.
 */
export function weakETag(body: string | Buffer, encoding?: BufferEncoding): string {
  const bytes =
    typeof body === 'string' && encoding !== undefined && encoding !== 'utf8' ? Buffer.from(body, encoding) : body;
  const length = typeof bytes === 'string' ? Buffer.byteLength(bytes, 'utf8') : bytes.length;
  return `W/"${length.toString(16)}-${hash('sha1', bytes, 'base64').slice(0, 27)}"`;
}
