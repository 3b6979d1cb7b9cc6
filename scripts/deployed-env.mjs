// The process settings `npm start` runs the app with, and the benches measure it with (scripts/bench/). A variable
// already set in the environment wins.
//  - MALLOC_ARENA_MAX=2: two malloc arenas instead of one per thread, so freed memory goes back instead of staying
//    in idle arenas.
//  - MALLOC_MMAP_THRESHOLD_=131072: every allocation of 128 KB or more (request bodies, uploads, large answers) in
//    its own mapping that goes back to the system when freed; glibc otherwise raises that threshold as such blocks
//    are freed and serves them from its heap, which a soak showed growing by ~300 MB in 15 minutes while V8's heap
//    stayed level (docs/decisions/soak-memory.md).
// The Docker image sets these two as well (docker/Dockerfile).
const DEPLOYED_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

// On the embedded default (no DATABASE_URL) also V8's young generation at most 3 × 4 MiB instead of 3 × 16 MiB: it
// grows to its maximum while a first start migrates and seeds, and stays there ~48 s. A first start then idles at
// 182–183 MB instead of 200–205. On Postgres + Redis a smaller young generation cost GET /api/homes ~0.1 of its
// throughput ratio to the bare server, so the services keep V8's default (docs/decisions/young-generation.md).
const EMBEDDED_DEFAULT_ENV = { NODE_OPTIONS: '--max-semi-space-size=4' };

/** The environment to start the app with: `env` (which wins) over the deployed settings for its drivers. */
export function deployedEnv(env) {
  return { ...DEPLOYED_ENV, ...(env.DATABASE_URL ? {} : EMBEDDED_DEFAULT_ENV), ...env };
}
