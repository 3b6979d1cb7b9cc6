/**
 * Longest side the server keeps of a photo (the backend's MAX_PHOTO_SIDE): more pixels would be thrown away
 * there, and the label reader reads at 1600 px at most.
 */
export const UPLOAD_MAX_SIDE = 2560;

/** What every browser draws (an iPhone's HEIC goes up as it is: the server decodes it). */
const DRAWABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const JPEG_QUALITIES = [0.9, 0.8, 0.7];

/** Whether a picked image is over `maxBytes` and so needs `fitImageForUpload` before its checks. */
export function needsFitting(file: File, maxBytes: number): boolean {
  return file.size > maxBytes && DRAWABLE_TYPES.includes(file.type);
}

/**
 * A picked photo over `maxBytes` — a phone's 12–50 megapixel JPEG is often 5–12 MB — redrawn by the browser at
 * most 2560 px on its longest side, as a JPEG (quality 0.9, lower only if still too large), upright (its EXIF
 * orientation applied), on white where it was transparent, without its metadata: what the server would keep of
 * it anyway, so it is not refused for its size. Anything else, or a file the browser cannot draw, is answered as
 * it is, and the usual checks then apply.
 */
export async function fitImageForUpload(file: File, maxBytes: number): Promise<File> {
  if (!needsFitting(file, maxBytes) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    let fitted: Blob | null = null;
    for (const quality of JPEG_QUALITIES) {
      fitted = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (!fitted || fitted.size <= maxBytes) break;
    }
    if (!fitted) return file;
    return new File([fitted], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
