import { checkImageFile, WEB_IMAGE_TYPES, type ImageFileCheck } from '../../shared/files/image-file-checks';

/** The library's uploader (spec §5): JPEG, PNG or WebP images up to 5 MB. */
export const checkLibraryPhoto: ImageFileCheck = (file) => {
  if (!WEB_IMAGE_TYPES.includes(file.type)) {
    return { title: 'Invalid file type', description: 'Please upload an image file' };
  }
  return checkImageFile(file);
};
