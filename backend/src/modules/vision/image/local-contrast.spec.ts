import sharp from 'sharp';
import { withLocalContrast } from './local-contrast';

/** Grey-on-grey lettering (an embossed plate): text 12 levels darker than the metal around it. */
async function embossedPlate(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300">
    <rect width="800" height="300" fill="#a0a0a0"/>
    <rect x="0" y="150" width="800" height="150" fill="#505050"/>
    <text x="40" y="100" font-family="DejaVu Sans" font-size="60" fill="#949494">MODEL XG40</text>
    <text x="40" y="250" font-family="DejaVu Sans" font-size="60" fill="#444444">SERIAL 1504</text>
  </svg>`;
  return sharp(Buffer.from(svg)).grayscale().png().toBuffer();
}

/** The spread (max − min) of grey levels in a region. */
async function spread(png: Buffer, region: sharp.Region): Promise<number> {
  const pixels = await sharp(png).extractChannel(0).extract(region).raw().toBuffer();
  return Math.max(...pixels) - Math.min(...pixels);
}

describe('withLocalContrast', () => {
  it('keeps the size and one grey channel', async () => {
    const out = await withLocalContrast(await embossedPlate());
    const { width, height, channels } = await sharp(out).metadata();
    expect({ width, height, channels }).toEqual({ width: 800, height: 300, channels: 1 });
  });

  it('stretches faint lettering in both the light and the dark half of the plate', async () => {
    const input = await embossedPlate();
    const output = await withLocalContrast(input);
    const lightHalf = { left: 40, top: 40, width: 380, height: 80 };
    const darkHalf = { left: 40, top: 190, width: 380, height: 80 };
    expect(await spread(output, lightHalf)).toBeGreaterThan(1.2 * (await spread(input, lightHalf)));
    expect(await spread(output, darkHalf)).toBeGreaterThan(1.2 * (await spread(input, darkHalf)));
  });
});
