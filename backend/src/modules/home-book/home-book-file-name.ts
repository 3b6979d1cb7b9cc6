import { BIDI_CONTROLS } from './bidi-controls';

/** Longest home-name part kept in the file name (file systems allow 255 bytes; leave room). */
const MAX_NAME_CHARS = 80;
const FALLBACK_NAME = 'Home';

/** Characters no common file system accepts in a name, plus controls; quotes would also break the header. */
// eslint-disable-next-line no-control-regex
const UNSAFE_ANYWHERE = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*'`]/gu;

/**
 * The home name as a file-name part (spec §7: spaces turned to underscores): runs of white space
 * become one underscore, characters unsafe in file names or headers and bidi controls are dropped, no
 * leading dots.
 */
function namePart(homeName: string, keep: (char: string) => boolean): string {
  const visible = homeName.normalize('NFC').replace(BIDI_CONTROLS, '').trim();
  const part = [...visible.replace(/\s+/gu, '_').replace(UNSAFE_ANYWHERE, '')]
    .filter(keep)
    .slice(0, MAX_NAME_CHARS)
    .join('')
    .replace(/_{2,}/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  return part || FALLBACK_NAME;
}

/** ASCII-only version for old clients: accents are stripped (Café → Cafe), other characters dropped. */
const asciiName = (homeName: string) =>
  namePart(homeName.normalize('NFKD').replace(/\p{M}/gu, ''), (char) => /^[A-Za-z0-9._-]$/.test(char));

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves alone. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** 'HomeBook_<name>.pdf' with the name's Unicode letters kept (the name the browser saves under). */
export function homeBookFileName(homeName: string): string {
  return `HomeBook_${namePart(homeName, () => true)}.pdf`;
}

/**
 * `attachment; filename="<ASCII>"; filename*=UTF-8''<encoded>` (RFC 6266): browsers use filename*,
 * which keeps non-ASCII letters; the quoted ASCII fallback can never contain a quote or backslash.
 */
export function homeBookContentDisposition(homeName: string): string {
  return `attachment; filename="HomeBook_${asciiName(homeName)}.pdf"; filename*=UTF-8''${rfc5987(homeBookFileName(homeName))}`;
}
