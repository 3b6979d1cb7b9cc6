/**
 * What a download endpoint answers: the name the file was saved under. The frontend makes this answer itself
 * from the file the server sent (no JSON comes back), so it is not a backend view.
 * @clientMade
 */
export interface SavedFile {
  fileName: string;
}

/** Spec §7: the export is saved as 'HomeBook_' + the home name with spaces turned to underscores. */
export function fallbackPdfFileName(homeName: string): string {
  return `HomeBook_${homeName.trim().replace(/ /g, '_')}.pdf`;
}

function decodeExtendedValue(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded-value
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

/**
 * The file name a Content-Disposition header suggests: `filename*` (UTF-8, RFC 6266) first, then the
 * plain `filename`; null when it names none. Path parts are dropped.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name =
    (extended && decodeExtendedValue(extended[2].trim())) ??
    (plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : null);
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

const OBJECT_URL_LIFETIME_MS = 1000;

/** Hands the file to the browser as a download (an object URL on a temporary <a download>, then revoked). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Not at once: some browsers still read the URL after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

/** The file on success; the JSON (or text) error body otherwise, so the error keeps the server's message. */
export async function fileOrErrorBody(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Duck-typed: the test environment's Blob class is not always the page's. */
export function isNonEmptyBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && 'size' in value && 'type' in value && Number(value.size) > 0;
}
