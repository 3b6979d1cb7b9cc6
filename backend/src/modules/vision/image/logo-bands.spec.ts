import sharp from 'sharp';
import { findLogoBands, logoBandCrop } from './logo-bands';

/** A plate as the preparation hands it over: one grey channel, the maker's name on a band or box. */
async function plate(band: string, lettering: string, surface = '#f4f4f0', ink = '#111111'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="${surface}"/>
    <rect x="80" y="60" width="320" height="110" fill="${band}"/>
    <text x="110" y="140" font-family="DejaVu Serif" font-size="72" fill="${lettering}">Ruud</text>
    <text x="80" y="260" font-family="DejaVu Sans" font-size="34" fill="${ink}">GAS WATER HEATER</text>
    <text x="80" y="340" font-family="DejaVu Sans" font-size="34" fill="${ink}">MOD. PROG50-42N</text>
    <text x="80" y="420" font-family="DejaVu Sans" font-size="34" fill="${ink}">SERIAL NUMBER 0403P98926</text>
  </svg>`;
  return sharp(Buffer.from(svg)).grayscale().extractChannel(0).png().toBuffer();
}

async function greyOf(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return data[y * info.width + x];
}

describe('findLogoBands: a maker name light on a colour box', () => {
  it('finds a dark box on a light plate where it stands, and nothing on a plate of plain text', async () => {
    const bands = await findLogoBands(await plate('#0b5d2a', '#ffffff'));
    expect(bands).toHaveLength(1);
    const [band] = bands;
    // The box is at (80, 60), 320 × 110; the probe's grid is 6 px.
    expect(Math.abs(band.left - 80)).toBeLessThanOrEqual(12);
    expect(Math.abs(band.top - 60)).toBeLessThanOrEqual(12);
    expect(Math.abs(band.width - 320)).toBeLessThanOrEqual(24);
    expect(Math.abs(band.height - 110)).toBeLessThanOrEqual(24);
    expect(await findLogoBands(await plate('#f4f4f0', '#111111'))).toEqual([]);
  });

  it('finds a light box on a dark plate', async () => {
    const bands = await findLogoBands(await plate('#d0d0d0', '#ffffff', '#1c1c1e', '#f1f1f1'));
    expect(bands).toHaveLength(1);
    expect(Math.abs(bands[0].left - 80)).toBeLessThanOrEqual(12);
  });
});

describe('logoBandCrop: the band dark on white', () => {
  it('inverts light lettering on a dark box, frames it in white, scales it to a readable height', async () => {
    const png = await plate('#0b5d2a', '#ffffff');
    const [band] = await findLogoBands(png);
    const crop = await logoBandCrop(png, band);
    const { width = 0, height = 0 } = await sharp(crop).metadata();
    expect(height).toBe(110 + 48);
    expect(await greyOf(crop, 2, 2)).toBe(255); // the frame
    expect(await greyOf(crop, 24 + 4, 24 + 4)).toBeGreaterThan(200); // the band, now white
    // The lettering is dark: the crop's darkest pixels are near black.
    const { data } = await sharp(crop).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(60);
    expect(width).toBeGreaterThan(height);
  });

  it('keeps dark lettering on a light box as it is', async () => {
    const dark = await plate('#e8e8e8', '#101010', '#1c1c1e', '#f1f1f1');
    const [band] = await findLogoBands(dark);
    const crop = await logoBandCrop(dark, band);
    expect(await greyOf(crop, 24 + 4, 24 + 4)).toBeGreaterThan(200); // the light box stays light
    const { data } = await sharp(crop).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(60); // the lettering stays dark
  });
});
