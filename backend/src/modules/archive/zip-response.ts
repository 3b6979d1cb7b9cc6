import type { Readable } from 'node:stream';
import type { HttpReply } from '../../core/http/http-request';

/**
 * Sends a zip as a download (streamed, or a finished one with its size). A failure of the zip stream can
 * only cut the connection (the zip is then unreadable): the status and headers already say 200 zip, so
 * it is never turned into an error answer, before the first byte or after it.
 */
export function sendZip(reply: HttpReply, zip: { stream: Readable; fileName: string; size?: number }): void {
  reply.code(200);
  reply.header('Content-Type', 'application/zip');
  if (zip.size !== undefined) reply.header('Content-Length', String(zip.size));
  reply.header('Content-Disposition', `attachment; filename="${zip.fileName}"`);
  reply.header('Cache-Control', 'no-store');
  // Added before fastify's own listener: the connection is gone before fastify would choose an error answer.
  zip.stream.on('error', () => reply.raw.destroy());
  reply.send(zip.stream);
}
