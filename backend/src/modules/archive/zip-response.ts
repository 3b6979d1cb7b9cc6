import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Sends a zip as a download (streamed, or a finished one with its size). A failure after the first byte
 * can only cut the connection (the zip is then unreadable).
 */
export async function sendZip(
  response: Response,
  zip: { stream: Readable; fileName: string; size?: number },
): Promise<void> {
  response.status(200);
  response.setHeader('Content-Type', 'application/zip');
  if (zip.size !== undefined) response.setHeader('Content-Length', String(zip.size));
  response.setHeader('Content-Disposition', `attachment; filename="${zip.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  try {
    await pipeline(zip.stream, response);
  } catch {
    response.destroy();
  }
}
