import type SharpModule from 'sharp';

let loaded: typeof SharpModule | undefined;

/**
 * sharp, required by its first call instead of at start: libvips and sharp's binding are ~8 MB of the
 * embedded default's idle footprint, and an idle app decodes no image (docs/decisions/embedded-footprint.md).
 * Every other file imports sharp's types only (`import type`).
 */
function loadSharp(): typeof SharpModule {
  if (loaded) return loaded;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first image
  const library = require('sharp') as typeof SharpModule;
  // libvips keeps up to 50 MB of recent operations' results to reuse them; every photo here is new, so the
  // cache only holds memory (it counts in the embedded default's footprint: docs/architecture.md).
  library.cache(false);
  // One libvips thread per image, as sharp itself chooses on glibc unless MALLOC_ARENA_MAX is set (npm start
  // and the Docker image set it): jobs and requests already run side by side, and each extra thread keeps
  // working buffers of its own (docs/architecture.md, "Footprint").
  library.concurrency(1);
  loaded = library;
  return library;
}

/** `sharp(input, options)`, sharp loaded (and set up) on the first call. */
export function sharp(
  input?: SharpModule.SharpInput | SharpModule.SharpInput[],
  options?: SharpModule.SharpOptions,
): SharpModule.Sharp {
  return loadSharp()(input, options);
}
