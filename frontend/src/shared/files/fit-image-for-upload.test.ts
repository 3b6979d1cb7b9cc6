import { fitImageForUpload, needsFitting } from './fit-image-for-upload';

const MB = 1024 * 1024;
const fileOf = (bytes: number, type: string, name = 'photo.jpg') => new File([new Uint8Array(bytes)], name, { type });

// Drawing itself needs a real browser: the vision e2e sends a 7 MB phone photo through it and gets it read.
describe('fitImageForUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fits only the images a browser draws, and only over the limit', () => {
    expect(needsFitting(fileOf(6 * MB, 'image/jpeg'), 5 * MB)).toBe(true);
    expect(needsFitting(fileOf(6 * MB, 'image/png'), 5 * MB)).toBe(true);
    expect(needsFitting(fileOf(6 * MB, 'image/webp'), 5 * MB)).toBe(true);
    expect(needsFitting(fileOf(5 * MB, 'image/jpeg'), 5 * MB)).toBe(false);
    expect(needsFitting(fileOf(6 * MB, 'image/heic'), 5 * MB)).toBe(false);
    expect(needsFitting(fileOf(3 * MB, 'image/jpeg'), 2 * MB)).toBe(true);
  });

  it('answers the file as it is when it needs nothing or the browser cannot draw it', async () => {
    const small = fileOf(1000, 'image/jpeg');
    expect(await fitImageForUpload(small, 5 * MB)).toBe(small);
    const undrawable = fileOf(6 * MB, 'image/jpeg');
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new DOMException('The source image could not be decoded.')),
    );
    expect(await fitImageForUpload(undrawable, 5 * MB)).toBe(undrawable);
  });
});
