import { BadRequestException, Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { randomUUID } from 'node:crypto';
import { sharp } from '../../core/images/sharp';
import { CheckedImage, MAX_INPUT_PIXELS } from '../../core/http/uploaded-image';
import { ObjectStorage } from '../../core/storage/object-storage';
import { fileUrl, storageKeyFromUrl } from '../../core/storage/file-urls';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

const AVATAR_SIZE = 400;

/** The folder of a user's avatar files (deleted with the user). */
export const avatarFilesPrefix = (userId: number) => `avatars/${userId}/`;

/**
 * Avatars are re-encoded to a 400x400 WebP: metadata such as GPS position is dropped and whatever
 * else the upload carried is not served back. The previous avatar file is removed.
 */
@Injectable()
export class AvatarService {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  /**
   * An avatar URL is shown to other users (chat, admin dashboard), so it must not make their browsers
   * call our API with their cookies. Uploaded avatars are set by replace() only; a typed URL must be an
   * https image on another host (no /api/ path, nothing on PUBLIC_URL's host). Else 400.
   */
  assertAllowedUrl(avatarUrl: string): void {
    let url: URL | null;
    let path = '';
    try {
      url = new URL(avatarUrl);
      path = decodeURIComponent(url.pathname);
    } catch {
      url = null;
    }
    const ownHost = new URL(this.config.publicUrl).hostname.toLowerCase();
    if (
      !url ||
      url.protocol !== 'https:' ||
      url.username ||
      url.password ||
      url.hostname.toLowerCase() === ownHost ||
      /^\/+api(\/|$)/i.test(path)
    ) {
      throw new BadRequestException({
        message: 'Invalid avatar URL',
        errors: [{ field: 'avatarUrl', message: 'Invalid avatar URL' }],
      });
    }
  }

  async replace(userId: number, image: CheckedImage): Promise<User> {
    const webp = await sharp(image.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
    const key = `${avatarFilesPrefix(userId)}${randomUUID()}.webp`;
    await this.storage.put(key, webp, 'image/webp');
    const previous = (await this.users.getById(userId)).avatarUrl;
    const user = await this.users.update(userId, { avatarUrl: fileUrl(key) });
    const previousKey = previous ? storageKeyFromUrl(previous) : null;
    if (previousKey) await this.storage.delete(previousKey);
    return user;
  }
}
