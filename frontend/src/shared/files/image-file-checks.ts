/** Client-side checks for picked images (spec §5); the server checks again. */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The kinds the avatar and the dedicated photo uploader accept. */
export const WEB_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const WEB_IMAGE_ACCEPT = WEB_IMAGE_TYPES.join(',');

/** Why a file was refused, ready to be shown as a toast. */
export interface FileProblem {
  title: string;
  description: string;
}

export type ImageFileCheck = (file: File) => FileProblem | null;

const notAnImage: FileProblem = { title: 'Invalid file type', description: 'Please upload an image file' };

/** Equipment, home, warranty and library photos: any image up to 5 MB. */
export const checkImageFile: ImageFileCheck = (file) => {
  if (!file.type.startsWith('image/')) return notAnImage;
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: 'File too large', description: 'Please upload an image smaller than 5MB' };
  }
  return null;
};

/** Avatars: JPG, PNG or WebP up to 2 MB. */
export const checkAvatarFile: ImageFileCheck = (file) => {
  if (!file.type.startsWith('image/')) return notAnImage;
  if (!WEB_IMAGE_TYPES.includes(file.type)) {
    return { title: 'Invalid file type', description: 'Please select a JPG, PNG, or WebP image' };
  }
  if (file.size > MAX_AVATAR_BYTES) {
    return { title: 'File too large', description: 'Please select an image smaller than 2MB' };
  }
  return null;
};
