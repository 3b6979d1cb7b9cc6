/** The app's version (backend/package.json, the same as the root's): written into every backup's manifest. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file beside src/ and dist/
export const APP_VERSION: string = (require('../../../package.json') as { version: string }).version;
