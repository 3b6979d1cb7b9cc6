import { createHash } from 'node:crypto';
import { Controller, Get, NotFoundException, Req, Res, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../http/auth.guards';
import { clientCopyIsCurrent } from '../http/conditional-get';
import type { HttpReply, HttpRequest } from '../http/http-request';
import { FileAccessPolicy } from './file-access-policy';
import { ObjectStorage } from './object-storage';

/** A stored file's content never changes under its key (new content gets a new key): key and size name it. */
const fileETag = (key: string, size: number) =>
  `"${createHash('sha256').update(`${key}\n${size}`).digest('base64url').slice(0, 27)}"`;

const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);
/**
 * Nothing a stored file carries may run as this site: no scripts, no requests. Files are sandboxed too,
 * except PDFs, which browsers refuse to show in a sandboxed document; their viewers (Chromium's PDFium,
 * Firefox's pdf.js) run a PDF's own scripts, if at all, apart from the page.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const PDF_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** GET /api/files/<key>: streams a stored file to a user allowed to read it (FileAccessPolicy; 404 otherwise). */
@Controller('files')
@UseGuards(AuthenticatedGuard)
export class FilesController {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly access: FileAccessPolicy,
  ) {}

  /** `*`: fastify's (find-my-way's) wildcard for the rest of the path; the key is read from the URL as it came. */
  @Get('*')
  async read(@CurrentUser() user: SessionUser, @Req() request: HttpRequest, @Res() reply: HttpReply): Promise<void> {
    const path = request.url.split('?', 1)[0];
    const key = decodeURIComponent(path.replace(/^\/api\/files\//, ''));
    if (!/^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/.test(key) || key.includes('..') || !(await this.access.canRead(user, key))) {
      throw new NotFoundException('File not found');
    }
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException('File not found');
    const contentType = file.contentType.split(';')[0].trim().toLowerCase();
    const etag = fileETag(key, file.size);
    reply.headers({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      // Asked again every time, so a removed member, a handed-over home or a signed-out shared browser stops
      // seeing it at once; an unchanged file (a key is never written twice) answers 304 from its ETag.
      'Cache-Control': 'private, no-cache',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': contentType === 'application/pdf' ? PDF_CSP : FILE_CSP,
    });
    if (clientCopyIsCurrent(request.headers, etag)) {
      file.stream.destroy();
      reply.code(304).send();
      return;
    }
    // Raster images and PDFs (checked by content when uploaded) open in the browser; anything else
    // (documents, text) is a download.
    if (!INLINE_TYPES.has(contentType)) {
      const name = key.split('/').pop() ?? 'file';
      reply.header('Content-Disposition', `attachment; filename="${name}"`);
    }
    // A read failing, before the first byte or after it, cuts the connection: the headers already promised
    // this file (fastify would otherwise answer an error while nothing was sent).
    file.stream.on('error', () => reply.raw.destroy());
    reply.send(file.stream);
  }
}
