import { sharp } from '../../../core/images/sharp';

/**
 * CLAHE tile size (px) and slope limit: tiles of about two text lines at the OCR scale, so the contrast
 * is stretched per neighbourhood (an embossed plate's grey-on-grey lettering, a curved sticker's shaded
 * side) while the slope limit keeps flat metal from turning into noise.
 */
const TILE = 48;
const MAX_SLOPE = 3;

/**
 * The prepared (grey) image with its local contrast equalised (contrast-limited adaptive histogram
 * equalisation): the extra pass for a plate whose first readings left the brand, model or serial out
 * (docs/vision.md, "Passes"). Same size as the input, one grey channel.
 */
export async function withLocalContrast(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .extractChannel(0)
    .clahe({ width: TILE, height: TILE, maxSlope: MAX_SLOPE })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
