/** Line breaks of any kind (CR, LF, CRLF, NEL, the Unicode line and paragraph separators). */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Every other control character (C0 with TAB, DEL, C1): none belongs in a header value. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A header value built from user text (a home name in a subject, a display name) as one line: line breaks
 * become spaces and other control characters are dropped, so that no user text can end a header and start
 * another (Bcc:, X-…). Both mail drivers pass every header value through this before the mail library
 * encodes it (RFC 2047 for non-ASCII).
 */
export function mailHeaderText(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROL_CHARACTERS, '');
}
