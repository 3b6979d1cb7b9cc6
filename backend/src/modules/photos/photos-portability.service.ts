import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Photo } from './entities/photo.entity';

export type PhotoRow = Omit<Photo, 'id'> & { id?: number };

/**
 * Data portability of the photo library (the `photos` table) for the archive module's export and
 * import: plain reads by owner, inserts in the caller's transaction.
 */
@Injectable()
export class PhotosPortability {
  constructor(private readonly dataSource: DataSource) {}

  /** Library photos of the user: all of them, or those of some homes and equipment. */
  photos(userId: number, scope?: { homeIds: number[]; equipmentIds: number[] }): Promise<Photo[]> {
    const repository = this.dataSource.getRepository(Photo);
    if (!scope) return repository.find({ where: { userId }, order: { id: 'ASC' } });
    return repository.find({
      where: [
        { userId, homeId: In(scope.homeIds) },
        { userId, equipmentId: In(scope.equipmentIds) },
      ],
      order: { id: 'ASC' },
    });
  }

  async insertPhotos(manager: EntityManager, rows: PhotoRow[]): Promise<void> {
    if (rows.length) await manager.getRepository(Photo).insert(rows);
  }
}
