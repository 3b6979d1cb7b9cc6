// The short-lived process HeicTranscoder forks for one photo (plain CommonJS so it runs from src/ under the
// tests and from dist/): it receives { heic } (the file's bytes), decodes it with libheif compiled to
// WebAssembly (heic-decode: the HEVC codec our sharp build lacks), encodes the pixels as a JPEG with sharp and
// answers { jpeg } or { error }, then exits. A process of its own because WebAssembly memory never shrinks:
// a 12-megapixel photo grows libheif's to ~100 MB, which goes back to the system when the process ends.
/* eslint-disable @typescript-eslint/no-require-imports */
const decode = require('heic-decode');
const sharp = require('sharp');
/* eslint-enable @typescript-eslint/no-require-imports */

/** High enough that the re-encoding loses nothing a label reading or a later re-encoding would see. */
const JPEG_QUALITY = 92;

sharp.cache(false);
sharp.concurrency(1);

async function transcode(heic) {
  // libheif applies the file's rotation and mirroring: the pixels come out upright.
  const { width, height, data } = await decode({ buffer: new Uint8Array(heic.buffer, heic.byteOffset, heic.byteLength) });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

process.once('message', ({ heic }) => {
  transcode(heic).then(
    (jpeg) => process.send({ jpeg }, () => process.exit(0)),
    (error) => process.send({ error: String(error?.message ?? error) }, () => process.exit(0)),
  );
});
process.on('disconnect', () => process.exit(0));
