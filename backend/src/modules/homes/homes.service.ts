import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { CheckedImage } from '../../core/http/uploaded-image';
import { normalisePhoto } from '../../core/images/photo-normaliser';
import { fileUrl, storageKeyFromUrl } from '../../core/storage/file-urls';
import { deleteFilesAfterCommit } from '../../core/storage/delete-files-after-commit';
import { ObjectStorage } from '../../core/storage/object-storage';
import { homeFilesPrefix, newFileKey, userFilesPrefix } from '../../core/storage/storage-keys';
import { PlainRows, SqlValue } from '../../core/database/plain-rows';
import { ACCESS_NOT_FOUND, AccessLevel, HomeAccessPolicy, HomeRole } from '../../core/access/home-access-policy';
import { CreateHomeDto } from './dto/create-home.dto';
import { Home } from './entities/home.entity';
import { HomeDeletionHooks } from './home-deletion-hooks';
import { toHomeView } from './home.mapper';
import { HomeView } from './home.view';

export const HOME_NOT_FOUND = ACCESS_NOT_FOUND.home;

/** The folder of a home's own photo: replaced photos are deleted only from here. */
const homePhotoFolder = (home: Pick<Home, 'userId' | 'id'>) => `${homeFilesPrefix(home.userId, home.id)}home-photo/`;

/**
 * A user's homes. Every lookup goes through HomeAccessPolicy, so a home the user may not read is
 * "not found" (404), exactly like a home that does not exist.
 */
@Injectable()
export class HomesService {
  private readonly logger = new Logger(HomesService.name);
  private readonly homes: Repository<Home>;
  /** Plain rows for the list and single reads (same JSON as the entity). */
  private readonly plainHomes: PlainRows<Home>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly access: HomeAccessPolicy,
    private readonly deletionHooks: HomeDeletionHooks,
  ) {
    this.homes = dataSource.getRepository(Home);
    this.plainHomes = new PlainRows(dataSource, Home);
  }

  /** How many homes this instance has, every owner's (the admin overview; one COUNT query). */
  count(): Promise<number> {
    return this.homes.count();
  }

  /** The user's homes and the homes shared with them, newest first, each with the user's access. */
  async list(userId: number): Promise<HomeView[]> {
    const shared = new Map<number, HomeRole>(
      (await this.access.memberships(userId)).map(({ homeId, role }) => [homeId, role]),
    );
    const homes = shared.size
      ? await this.plainHomes.many('WHERE user_id = $1 OR id = ANY($2::int[]) ORDER BY created_at DESC, id DESC', [
          userId,
          [...shared.keys()],
        ])
      : await this.plainHomes.many('WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [userId]);
    return homes.map((home) => toHomeView(home, home.userId === userId ? 'owner' : shared.get(home.id)!));
  }

  /**
   * What `list` would answer, named without reading it (@VersionedRead, core/http/versioned-read.ts: a scalar
   * SQL expression, `$1` the user id): each readable home's id,
   * row version (migration HomeRowVersions1764410000000: new on every write of the row) and the user's
   * access to it, as `list` decides it. One query, on the indexes (homes by owner, memberships by user, homes
   * by id): owned homes, then homes shared with the user that they do not own. (Written as one join with
   * `owner OR member`, Postgres scanned every home on each read: 9 ms at 30,000 homes against 0.07.)
   */
  listVersionQuery(): SqlValue {
    return {
      sql: `SELECT coalesce(string_agg(id || ':' || row_version || ':' || role, ',' ORDER BY id), '')
            FROM (SELECT id, row_version, 'owner' AS role FROM homes WHERE user_id = $1
                  UNION ALL
                  SELECT h.id, h.row_version, m.role FROM home_members m JOIN homes h ON h.id = m.home_id
                  WHERE m.user_id = $1 AND h.user_id <> $1) readable`,
      params: [],
    };
  }

  /** A home the user may access at that level (404 when they may not read it, 403 for a lacking role). */
  async get(userId: number, homeId: number, level: AccessLevel = 'read'): Promise<HomeView> {
    const { role } = await this.access.home(userId, homeId, level);
    const home = await this.plainHomes.one('WHERE id = $1', [homeId]);
    if (!home) throw new NotFoundException(HOME_NOT_FOUND);
    return toHomeView(home, role);
  }

  /**
   * The home, locked until the caller's transaction ends: other writers of this home wait, and rows
   * referencing it (equipment, photos) cannot be added meanwhile (their foreign key check waits too).
   */
  private async lock(manager: EntityManager, userId: number, homeId: number, level: AccessLevel): Promise<Home> {
    await this.access.home(userId, homeId, level, { manager, lock: true });
    return manager.getRepository(Home).findOneByOrFail({ id: homeId });
  }

  async create(userId: number, dto: CreateHomeDto): Promise<HomeView> {
    if (dto.photoUrl && !storageKeyFromUrl(dto.photoUrl)?.startsWith(userFilesPrefix(userId))) {
      throw new BadRequestException({
        message: 'Invalid photo URL',
        errors: [{ field: 'photoUrl', message: 'Invalid photo URL' }],
      });
    }
    const { name, address, city, state, zipCode } = dto;
    const { id } = await this.homes.save(
      this.homes.create({
        userId,
        name,
        address,
        city,
        state,
        zipCode,
        details: dto.details ?? null,
        type: dto.type ?? null,
        photoUrl: dto.photoUrl ?? null,
      }),
    );
    return this.get(userId, id);
  }

  /**
   * Stores the new photo, points the home at it, then deletes the previous file. The home row is
   * locked while it changes, so two concurrent uploads each delete exactly the file they replaced.
   */
  async replacePhoto(userId: number, homeId: number, image: CheckedImage): Promise<HomeView> {
    const home = await this.get(userId, homeId, 'write');
    const photo = await normalisePhoto(image);
    const key = newFileKey(homePhotoFolder(home), photo.extension);
    await this.storage.put(key, photo.buffer, photo.mimeType);
    let previousUrl: string | null;
    try {
      previousUrl = await this.dataSource.transaction(async (manager) => {
        const locked = await this.lock(manager, userId, homeId, 'write');
        await manager.getRepository(Home).update({ id: homeId }, { photoUrl: fileUrl(key) });
        return locked.photoUrl;
      });
    } catch (error) {
      // The home was deleted meanwhile: do not leave the new file behind.
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    const previousKey = previousUrl ? storageKeyFromUrl(previousUrl) : null;
    // Only a file this route stored for this home: a photoUrl given at creation may point at a
    // library photo, which stays.
    if (previousKey?.startsWith(homePhotoFolder(home))) {
      await this.storage.delete(previousKey).catch((error: Error) => {
        this.logger.error({ msg: 'previous home photo not deleted', key: previousKey, error: error.message });
      });
    }
    return this.get(userId, homeId);
  }

  /**
   * Deletes a home and everything that hangs off it, in one transaction: through the foreign keys'
   * ON DELETE CASCADE its equipment, photos, checklist rows, maintenance records, warranties with their
   * documents and notifications, memberships, and equipment chat rooms with their messages. Then, once
   * committed, the files: the home's storage prefix and the prefixes the deletion hooks name (the
   * equipment module: each equipment's, see storage-keys.ts). The hooks run inside the transaction with
   * the home locked, so equipment added or moved in concurrently cannot escape the clean-up.
   *
   * Only the home's owner may (an administrator uses removeAsAdmin).
   */
  async remove(userId: number, homeId: number): Promise<void> {
    await this.removeLocked(homeId, (manager) => this.lock(manager, userId, homeId, 'own'));
  }

  /** Every user's homes, newest first (the admin dashboard). */
  listAll(): Promise<Home[]> {
    return this.homes.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Any user's home, or 404 (administrators only: callers check the role). */
  async getAny(homeId: number): Promise<Home> {
    const home = await this.homes.findOneBy({ id: homeId });
    if (!home) throw new NotFoundException(HOME_NOT_FOUND);
    return home;
  }

  /**
   * An administrator deletes any user's home: the same cascade as the owner's delete. `alsoInTransaction`
   * runs inside the deleting transaction (the admin audit record commits with the deletion).
   */
  async removeAsAdmin(
    homeId: number,
    alsoInTransaction?: (manager: EntityManager, home: Home) => Promise<void>,
  ): Promise<Home> {
    return this.removeLocked(homeId, async (manager) => {
      const home = await manager
        .getRepository(Home)
        .findOne({ where: { id: homeId }, lock: { mode: 'pessimistic_write' } });
      if (!home) throw new NotFoundException(HOME_NOT_FOUND);
      await alsoInTransaction?.(manager, home);
      return home;
    });
  }

  private async removeLocked(homeId: number, lock: (manager: EntityManager) => Promise<Home>): Promise<Home> {
    const { home, prefixes } = await this.dataSource.transaction(async (manager) => {
      const locked = await lock(manager);
      const recordPrefixes = await this.deletionHooks.filePrefixes(manager, locked);
      const formerPrefixes = await this.access.formerFilePrefixes(manager, { homeId: locked.id });
      await manager.getRepository(Home).delete({ id: locked.id });
      return {
        home: locked,
        prefixes: [homeFilesPrefix(locked.userId, locked.id), ...recordPrefixes, ...formerPrefixes],
      };
    });
    await deleteFilesAfterCommit(this.storage, prefixes, (failed, error) =>
      this.logger.error({ msg: 'home deleted but some of its files were not', homeId, prefixes: failed, error }),
    );
    return home;
  }
}
