import type { Photo } from './photo';

export interface PhotoGroup {
  /** 'home-<id>' or 'other'. */
  key: string;
  title: string;
  /** The home's address; none for 'Other Photos'. */
  subtitle: string | null;
  photos: Photo[];
}

export const OTHER_PHOTOS_TITLE = 'Other Photos';

/**
 * Photos grouped by home, in the order the list gives them (newest first), so the home with the
 * latest photo comes first; photos without a home close the list under 'Other Photos'.
 */
export function groupPhotosByHome(photos: Photo[]): PhotoGroup[] {
  const homes = new Map<number, PhotoGroup>();
  const other: PhotoGroup = { key: 'other', title: OTHER_PHOTOS_TITLE, subtitle: null, photos: [] };
  for (const photo of photos) {
    if (photo.homeId === null || !photo.homeName) {
      other.photos.push(photo);
      continue;
    }
    let group = homes.get(photo.homeId);
    if (!group) {
      group = { key: `home-${photo.homeId}`, title: photo.homeName, subtitle: photo.homeAddress, photos: [] };
      homes.set(photo.homeId, group);
    }
    group.photos.push(photo);
  }
  const groups = [...homes.values()];
  return other.photos.length > 0 ? [...groups, other] : groups;
}
