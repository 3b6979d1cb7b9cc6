import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { readableHomeIds } from '../../core/access/home-access-policy';
import { PlainRows } from '../../core/database/plain-rows';
import { parseId } from '../../core/http/parse-id.pipe';
import { CheckedImage } from '../../core/http/uploaded-image';
import { normalisePhoto } from '../../core/images/photo-normaliser';
import { fileUrl } from '../../core/storage/file-urls';
import { ObjectStorage } from '../../core/storage/object-storage';
import { homeFilesPrefix, newFileKey, unattachedPhotosPrefix } from '../../core/storage/storage-keys';
import type { HomeView } from '../homes/home.view';
import { HOME_NOT_FOUND, HomesService } from '../homes/homes.service';
import { Photo } from './entities/photo.entity';
import { toLibraryPhotoView } from './library-photo.mapper';
import type { LibraryPhotoView } from './library-photo.view';

/** The user's photo library (spec: photos grouped by home, 'Other Photos' for the rest). */
@Injectable()
export class PhotosService {
  private readonly photos: Repository<Photo>;
  private readonly plainPhotos: PlainRows<Photo>;

  constructor(
    dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly homes: HomesService,
  ) {
    this.photos = dataSource.getRepository(Photo);
    this.plainPhotos = new PlainRows(dataSource, Photo);
  }

  /**
   * Newest first, each with its home's name and address (null without a home): the photos of every
   * home the user reads (owned or shared, whoever added them) and the user's own unattached ones.
   */
  async list(userId: number): Promise<LibraryPhotoView[]> {
    const photos = await this.plainPhotos.many(
      `WHERE home_id IN (${readableHomeIds('$1')}) OR (home_id IS NULL AND user_id = $1)
       ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    const homes = new Map((await this.homes.list(userId)).map((home) => [home.id, home]));
    return photos.map((photo) => toLibraryPhotoView(photo, photo.homeId ? (homes.get(photo.homeId) ?? null) : null));
  }

  /**
   * Stores an 'additional' photo, in the folder of its home when it has one (deleted with the home),
   * otherwise among the user's unattached photos. The user must be able to write to the home (404/403).
   */
  async upload(userId: number, rawHomeId: unknown, image: CheckedImage): Promise<LibraryPhotoView> {
    let home: HomeView | null = null;
    if (rawHomeId !== undefined && rawHomeId !== null && rawHomeId !== '') {
      const homeId = parseId(rawHomeId);
      if (homeId === null) throw new NotFoundException(HOME_NOT_FOUND);
      home = await this.homes.get(userId, homeId, 'write');
    }
    // A home's photos are its owner's (files and library rows), whoever adds them.
    const ownerId = home?.userId ?? userId;
    const photo = await normalisePhoto(image);
    const folder = home ? `${homeFilesPrefix(ownerId, home.id)}photos/` : unattachedPhotosPrefix(userId);
    const key = newFileKey(folder, photo.extension);
    await this.storage.put(key, photo.buffer, photo.mimeType);
    try {
      const saved = await this.photos.save(
        this.photos.create({ userId: ownerId, url: fileUrl(key), type: 'additional', homeId: home?.id ?? null }),
      );
      return toLibraryPhotoView(saved, home);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      // The home was deleted meanwhile: its foreign key refuses the row.
      const code = (error as { driverError?: { code?: string } }).driverError?.code;
      if (code === '23503') throw new NotFoundException(HOME_NOT_FOUND);
      throw error;
    }
  }

  /**
   * Records an equipment photo (already stored by the equipment module) in the library, in the
   * caller's transaction, so it shows under the equipment's home.
   */
  async addEquipmentPhoto(
    manager: EntityManager,
    photo: { userId: number; url: string; equipmentId: number; homeId: number },
  ): Promise<void> {
    await manager.getRepository(Photo).insert({ ...photo, type: 'equipment' });
  }

  /** Equipment moved to another home: its photos follow it in the library (caller's transaction). */
  async moveEquipmentPhotos(manager: EntityManager, equipmentId: number, homeId: number): Promise<void> {
    await manager.getRepository(Photo).update({ equipmentId }, { homeId });
  }
}
