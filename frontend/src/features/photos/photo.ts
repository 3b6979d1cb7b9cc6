/**
 * A library photo (spec §3); the list adds the home's name and address. The backend's view, imported as
 * a type (`@api/*` is backend/src/modules/*), so the two sides cannot drift apart.
 */
export type { LibraryPhotoView as Photo } from '@api/photos/library-photo.view';
