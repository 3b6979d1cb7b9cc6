import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { sharp } from '../images/sharp';
import { UploadedFileInMemory } from '../http/file-upload.interceptor';
import type { UploadedFileData } from '../http/http-request';
import { CheckedImage, checkUploadedImage } from '../http/uploaded-image';

/** What an uploaded document is, judged by its first bytes (never by its name or declared type). */
export type DocumentKind = 'pdf' | 'image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO base media brands of HEIC/HEIF and AVIF pictures (the 'ftyp' box at offset 4). */
const PICTURE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The kind of a file from its magic bytes: 'pdf' for '%PDF-' at the start, 'image' for JPEG, PNG, GIF,
 * WebP, TIFF, HEIC/HEIF or AVIF signatures, null for anything else. Only the signature is read: a PDF
 * must still parse (isReadablePdf) and an image decode (checkUploadedImage) before it is kept.
 */
export function detectDocumentKind(bytes: Buffer): DocumentKind | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'image';
  if (ascii(4, 8) === 'ftyp' && PICTURE_BRANDS.has(ascii(8, 12))) return 'image';
  return null;
}

type PdfParseModule = typeof import('pdf-parse');
let pdfParse: PdfParseModule | undefined;

/**
 * Whether the bytes are a PDF that opens: its cross-reference table, catalog and page tree read (pdf.js,
 * through pdf-parse) and it has at least one page. A '%PDF-' header over anything else is not one. An
 * encrypted PDF that needs a password to open is a real PDF and counts. pdf.js is loaded on the first
 * PDF only (it weighs some tens of MB of memory).
 */
export async function isReadablePdf(bytes: Buffer): Promise<boolean> {
  if (detectDocumentKind(bytes) !== 'pdf') return false;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  pdfParse ??= require('pdf-parse') as PdfParseModule;
  // pdf.js takes ownership of (and detaches) the array it is given: hand it a copy.
  const parser = new pdfParse.PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const info = await parser.getInfo();
    return info.total >= 1;
  } catch (error) {
    return (error as Error).name === 'PasswordException';
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

/** Multipart file names arrive as UTF-8 bytes read as latin1; decode them back when that is what they are. */
function utf8Name(name: string): string {
  const latin1Only = [...name].every((char) => char.charCodeAt(0) <= 0xff);
  if (!latin1Only || !/[\u0080-\u00ff]/.test(name)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? name : decoded;
}

/** The uploaded file's name as shown to the user: no path, no NUL, at most 255 characters. */
export function documentName(originalName: string | undefined): string {
  const base = utf8Name(originalName ?? '')
    .replaceAll('\0', '')
    .split(/[\\/]/)
    .pop()!
    .trim();
  return base.slice(0, 255) || 'document';
}

/** Width of a PDF's first-page picture: sharp on a phone's list at 2× density. */
export const PDF_THUMBNAIL_WIDTH = 240;

/**
 * The PDF's first page drawn PDF_THUMBNAIL_WIDTH px wide (pdf.js on @napi-rs/canvas, through pdf-parse),
 * as a JPEG on white; null when it cannot be drawn (an encrypted PDF, a page pdf.js cannot paint). Tens of
 * milliseconds for a page of text once pdf.js is loaded.
 */
export async function pdfFirstPageJpeg(bytes: Buffer): Promise<Buffer | null> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  pdfParse ??= require('pdf-parse') as PdfParseModule;
  const parser = new pdfParse.PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const shot = await parser.getScreenshot({
      first: 1,
      desiredWidth: PDF_THUMBNAIL_WIDTH,
      imageBuffer: true,
      imageDataUrl: false,
    });
    const png = shot.pages[0]?.data;
    if (!png?.length) return null;
    return await sharp(Buffer.from(png)).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

export interface DocumentRules {
  maxBytes: number;
  /** Image formats accepted besides PDF (as checkUploadedImage names them). */
  imageMimeTypes: string[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

export interface CheckedPdf {
  kind: 'pdf';
  buffer: Buffer;
  /** The name the file had on the uploader's device. */
  originalName: string;
  mimeType: 'application/pdf';
  extension: 'pdf';
}

export type CheckedDocument = CheckedPdf | ({ kind: 'image' } & CheckedImage);

/**
 * Checks an uploaded document by content: a PDF that parses, or an image that decodes in one of the
 * allowed formats; anything else (text named .pdf, a '%PDF' header over garbage, an SVG…) is a 415
 * with the rules' message, a file over maxBytes a 413.
 */
export async function checkUploadedDocument(
  file: UploadedFileData | undefined,
  rules: DocumentRules,
): Promise<CheckedDocument> {
  if (!file) throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
  if (file.size > rules.maxBytes) throw new PayloadTooLargeException(rules.tooLargeMessage);
  const kind = detectDocumentKind(file.buffer);
  if (kind === 'pdf') {
    if (!(await isReadablePdf(file.buffer))) throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
    return {
      kind,
      buffer: file.buffer,
      originalName: file.originalname,
      mimeType: 'application/pdf',
      extension: 'pdf',
    };
  }
  if (kind !== 'image') throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
  const image = await checkUploadedImage(file, {
    maxBytes: rules.maxBytes,
    allowedMimeTypes: rules.imageMimeTypes,
    tooLargeMessage: rules.tooLargeMessage,
    wrongTypeMessage: rules.wrongTypeMessage,
  });
  return { kind, ...image };
}

/**
 * The multipart file of the route's FileUpload interceptor, checked as a document (PDF or image):
 * `@UploadedDocument(RULES) document: CheckedDocument`. No file → 400 'No file selected'.
 */
export function UploadedDocument(rules: DocumentRules): ParameterDecorator {
  return UploadedFileInMemory({
    transform: async (file: UploadedFileData | undefined) => {
      if (!file) throw new BadRequestException('No file selected');
      return checkUploadedDocument(file, rules);
    },
  });
}
