import type { HomeView } from '../homes/home.view';
import { Photo } from './entities/photo.entity';
import type { LibraryPhotoView } from './library-photo.view';

type HomeAddress = Pick<HomeView, 'address' | 'city' | 'state' | 'zipCode'>;

/** 'address, city, state zipCode', skipping empty parts. */
export function oneLineAddress(home: HomeAddress): string {
  const stateZip = [home.state, home.zipCode].filter(Boolean).join(' ');
  return [home.address, home.city, stateZip].filter(Boolean).join(', ');
}

export function toLibraryPhotoView(
  photo: Photo,
  home: (HomeAddress & Pick<HomeView, 'name'>) | null,
): LibraryPhotoView {
  const { id, userId, url, type, equipmentId, homeId, createdAt } = photo;
  return {
    id,
    userId,
    url,
    type,
    equipmentId,
    homeId,
    createdAt: createdAt.toISOString(),
    homeName: home?.name ?? null,
    homeAddress: home ? oneLineAddress(home) : null,
  };
}
