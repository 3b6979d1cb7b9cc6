import { createHash } from 'node:crypto';
import { Controller, Get, NotFoundException, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthenticatedGuard, SessionUser } from '../http/auth.guards';
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

  @Get('*')
  async read(@Req() request: Request, @Res() response: Response): Promise<void> {
    const key = decodeURIComponent(request.path.replace(/^\/api\/files\//, ''));
    const user = request.user as SessionUser;
    if (!/^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/.test(key) || key.includes('..') || !(await this.access.canRead(user, key))) {
      throw new NotFoundException('File not found');
    }
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException('File not found');
    const contentType = file.contentType.split(';')[0].trim().toLowerCase();
    response.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      // Asked again every time, so a removed member, a handed-over home or a signed-out shared browser stops
      // seeing it at once; an unchanged file (a key is never written twice) answers 304 from its ETag.
      'Cache-Control': 'private, no-cache',
      ETag: fileETag(key, file.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': contentType === 'application/pdf' ? PDF_CSP : FILE_CSP,
    });
    if (request.fresh) {
      file.stream.destroy();
      response.status(304).end();
      return;
    }
    // Raster images and PDFs (checked by content when uploaded) open in the browser; anything else
    // (documents, text) is a download.
    if (!INLINE_TYPES.has(contentType)) {
      const name = key.split('/').pop() ?? 'file';
      response.set('Content-Disposition', `attachment; filename="${name}"`);
    }
    file.stream.on('error', () => response.destroy());
    file.stream.pipe(response);
  }
}
