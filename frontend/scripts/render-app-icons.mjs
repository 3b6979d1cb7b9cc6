/**
 * Renders the install icons of the web app manifest from the SVG drawn here (the favicon's house on the
 * brand blue) with sharp, into frontend/public: icon-192.png, icon-512.png (rounded square, "any") and
 * icon-maskable-512.png (full bleed, the house inside the central 80% safe zone), plus
 * apple-touch-icon.png (180 px). The PNGs are committed; run this again after changing the drawing:
 *   node frontend/scripts/render-app-icons.mjs
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BLUE = '#1d5fd1';

/** The house of favicon.svg (drawn in a 64×64 box), scaled by `scale` around the centre. */
function house(scale) {
  const offset = 32 - 32 * scale;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M32 14 12 30h6v18h10V38h8v10h10V30h6z" fill="#fff"/>
  </g>`;
}

const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${BLUE}"/>${house(1.15)}
</svg>`;

// Maskable: the platform cuts its own shape, so the background fills the square and the house stays
// within the safe zone (a circle of 40% radius around the centre).
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BLUE}"/>${house(0.85)}
</svg>`;

const outputs = [
  { file: 'icon-192.png', svg: anyIcon, size: 192 },
  { file: 'icon-512.png', svg: anyIcon, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskableIcon, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskableIcon, size: 180 },
];

for (const { file, svg, size } of outputs) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC_DIR, file));
  console.log(`wrote ${file} (${size}×${size})`);
}
