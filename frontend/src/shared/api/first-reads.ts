/**
 * The first page's reads that `public/first-reads.js` started before the app's script had loaded (the
 * session, and on `/` and `/homes/:id` the page's data), keyed by absolute address. The app adopts them once
 * at start-up, the API's fetch takes each answer once instead of asking again, and what start-up did not
 * take is dropped: a later read always goes to the server (docs/architecture.md, "First page").
 */
declare global {
  interface Window {
    /** Set by public/first-reads.js; `null` once the app has started (a late script then asks nothing). */
    hbFirstReads?: Record<string, Promise<Response>> | null;
  }
}

let firstReads = new Map<string, Promise<Response>>();

/** Takes over the reads the page's first script started (none when it has not run yet). */
export function adoptFirstReads(): void {
  firstReads = new Map(Object.entries(globalThis.window?.hbFirstReads ?? {}));
  if (globalThis.window) window.hbFirstReads = null;
}

/** The answer already asked for this GET, once; undefined when there is none (ask the server). */
export function takeFirstRead(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const read = firstReads.get(request.url);
  firstReads.delete(request.url);
  return read;
}

/** Drops what start-up did not take: those answers may be stale by the time something asks. */
export function closeFirstReads(): void {
  firstReads.clear();
}
