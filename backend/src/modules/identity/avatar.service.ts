import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
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
  ) {}

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
