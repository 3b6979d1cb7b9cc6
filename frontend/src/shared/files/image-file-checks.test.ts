import { checkAvatarFile, checkImageFile } from './image-file-checks';

function fileOf(type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], 'picture', { type });
}

describe('checkImageFile', () => {
  it('accepts an image up to 5 MB', () => {
    expect(checkImageFile(fileOf('image/gif', 5 * 1024 * 1024))).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    expect(checkImageFile(fileOf('application/pdf', 10))).toEqual({
      title: 'Invalid file type',
      description: 'Please upload an image file',
    });
  });

  it('refuses an image over 5 MB', () => {
    expect(checkImageFile(fileOf('image/png', 5 * 1024 * 1024 + 1))).toEqual({
      title: 'File too large',
      description: 'Please upload an image smaller than 5MB',
    });
  });
});

describe('checkAvatarFile', () => {
  it('accepts JPG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkAvatarFile(fileOf(type, 2 * 1024 * 1024))).toBeNull();
    }
  });

  it('refuses other kinds of file', () => {
    expect(checkAvatarFile(fileOf('text/plain', 10))?.title).toBe('Invalid file type');
    expect(checkAvatarFile(fileOf('image/gif', 10))?.title).toBe('Invalid file type');
  });

  it('refuses an avatar over 2 MB', () => {
    expect(checkAvatarFile(fileOf('image/png', 2 * 1024 * 1024 + 1))).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 2MB',
    });
  });
});
