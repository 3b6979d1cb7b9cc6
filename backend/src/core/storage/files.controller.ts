import { Controller, Get, NotFoundException, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthenticatedGuard, SessionUser } from '../http/auth.guards';
import { FileAccessPolicy } from './file-access-policy';
import { ObjectStorage } from './object-storage';

const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** GET /api/files/<key>: streams a stored file to a user allowed to read it (FileAccessPolicy; 404 otherwise). */
@Controller('files')
@UseGuards(AuthenticatedGuard)
export class FilesController {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly access: FileAccessPolicy,
  ) {}

  @Get('*key')
  async read(@Req() request: Request, @Res() response: Response): Promise<void> {
    const key = decodeURIComponent(request.path.replace(/^\/api\/files\//, ''));
    const user = request.user as SessionUser;
    if (!/^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/.test(key) || key.includes('..') || !(await this.access.canRead(user, key))) {
      throw new NotFoundException('File not found');
    }
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException('File not found');
    response.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    // Only raster images are shown inline; anything else (PDF, documents, text) is a download.
    if (!INLINE_TYPES.has(file.contentType.split(';')[0].trim().toLowerCase())) {
      const name = key.split('/').pop() ?? 'file';
      response.set('Content-Disposition', `attachment; filename="${name}"`);
    }
    file.stream.on('error', () => response.destroy());
    file.stream.pipe(response);
  }
}
