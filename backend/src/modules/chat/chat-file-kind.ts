import { detectDocumentKind, isReadablePdf } from '../../core/documents/uploaded-document';
import { sharp } from '../../core/images/sharp';

/** A chat attachment's kind, decided from its bytes (never from its name or declared type). */
export interface ChatFileKind {
  contentType: string;
  /** The extension stored files of this kind get. */
  extension: string;
  /** Extensions a user's file name may keep for this kind (anything else is replaced by `extension`). */
  nameExtensions: string[];
}

const IMAGE_KINDS: Record<string, ChatFileKind> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', nameExtensions: ['jpg', 'jpeg'] },
  png: { contentType: 'image/png', extension: 'png', nameExtensions: ['png'] },
  webp: { contentType: 'image/webp', extension: 'webp', nameExtensions: ['webp'] },
  gif: { contentType: 'image/gif', extension: 'gif', nameExtensions: ['gif'] },
};

const PDF: ChatFileKind = { contentType: 'application/pdf', extension: 'pdf', nameExtensions: ['pdf'] };
const DOC: ChatFileKind = { contentType: 'application/msword', extension: 'doc', nameExtensions: ['doc'] };
const DOCX: ChatFileKind = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
  nameExtensions: ['docx'],
};
const TXT: ChatFileKind = {
  contentType: 'text/plain; charset=utf-8',
  extension: 'txt',
  nameExtensions: ['txt', 'text', 'md', 'csv', 'log'],
};

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The kind of an attachment: raster images sharp can read (JPEG, PNG, WebP, GIF; SVG is refused, it
 * can carry scripts), PDF (one that opens: isReadablePdf), DOC (OLE2 compound file), DOCX (a zip whose entries include
 * word/…), or plain text (valid UTF-8 without NUL bytes). null for anything else.
 */
export async function detectChatFileKind(bytes: Buffer): Promise<ChatFileKind | null> {
  if (bytes.length === 0) return null;
  if (detectDocumentKind(bytes) === 'pdf') return (await isReadablePdf(bytes)) ? PDF : null;
  if (bytes.subarray(0, 8).equals(OLE2_SIGNATURE)) return DOC;
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\x03\x04') return isWordDocument(bytes) ? DOCX : null;
  const image = await imageKind(bytes);
  if (image) return image;
  return isPlainText(bytes) ? TXT : null;
}

async function imageKind(bytes: Buffer): Promise<ChatFileKind | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    return (metadata.width && metadata.height && IMAGE_KINDS[metadata.format ?? '']) || null;
  } catch {
    return null;
  }
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A zip archive whose central directory lists word/… entries (an Office Open XML text document). */
function isWordDocument(zip: Buffer): boolean {
  const names = zipEntryNames(zip);
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/** Entry names from the zip's central directory ([] when the archive is malformed). */
export function zipEntryNames(zip: Buffer): string[] {
  // The end record is at least 22 bytes and may be followed by a comment of up to 65535 bytes.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let offset = zip.length - 22; offset >= searchFrom; offset--) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return [];
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) return [];
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * multer reads multipart file names as latin1, but browsers send them as UTF-8: 'März.pdf' arrives
 * as 'MÃ¤rz.pdf'. The bytes are decoded again as UTF-8 when they are valid UTF-8.
 */
export function uploadedFileName(multerName: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(multerName) || /[^\u0000-\u00ff]/.test(multerName)) return multerName;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(multerName, 'latin1'));
  } catch {
    return multerName;
  }
}

/**
 * The name shown for an attachment: the uploader's file name without folders or control characters,
 * at most 120 characters, its extension replaced when it does not match the content (a PNG named
 * 'scan.pdf' becomes 'scan.png').
 */
export function attachmentDisplayName(originalName: string, kind: ChatFileKind): string {
  const base = (originalName.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).slice(0, 100) || 'file';
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return `${stem}.${kind.nameExtensions.includes(extension) ? extension : kind.extension}`;
}

/**
 * The display name reduced to what a storage key allows: [A-Za-z0-9._-], starting with a letter or
 * digit, no '..'; the extension (already one of the kind's) is kept.
 */
export function storageSafeName(displayName: string): string {
  const dot = displayName.lastIndexOf('.');
  const extension = displayName.slice(dot + 1).replace(/[^a-zA-Z0-9]/g, '');
  const stem =
    displayName
      .slice(0, Math.max(dot, 0))
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-zA-Z0-9._-]+/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^[^a-zA-Z0-9]+/, '')
      .slice(0, 80) || 'file';
  return `${stem}.${extension}`;
}
