import sharp from 'sharp';
import type { UploadedFileData } from '../http/http-request';
import { onePagePdf as minimalPdf } from '../../../test/support/pdf-fixtures';
import { checkUploadedDocument, detectDocumentKind, isReadablePdf, pdfFirstPageJpeg } from './uploaded-document';

const RULES = {
  maxBytes: 1024 * 1024,
  imageMimeTypes: ['image/jpeg', 'image/png'],
  tooLargeMessage: 'too large',
  wrongTypeMessage: 'wrong type',
};

const upload = (buffer: Buffer, originalname = 'file') =>
  ({ buffer, size: buffer.length, originalname }) as UploadedFileData;

describe('detectDocumentKind', () => {
  it('names PDFs and images by their magic bytes, nothing else', async () => {
    expect(detectDocumentKind(minimalPdf())).toBe('pdf');
    const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } });
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'tiff'] as const) {
      expect({ format, kind: detectDocumentKind(await pixel.clone().toFormat(format).toBuffer()) }).toEqual({
        format,
        kind: 'image',
      });
    }
    expect(detectDocumentKind(Buffer.from('hello.pdf'))).toBeNull();
    expect(detectDocumentKind(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(detectDocumentKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectDocumentKind(Buffer.from('PK\x03\x04'))).toBeNull();
    expect(detectDocumentKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('isReadablePdf', () => {
  it('reads a real PDF and refuses a header over anything else', async () => {
    expect(await isReadablePdf(minimalPdf())).toBe(true);
    expect(await isReadablePdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x41)]))).toBe(false);
    expect(await isReadablePdf(Buffer.from('%PDF-'))).toBe(false);
    expect(await isReadablePdf(Buffer.from('not a pdf at all'))).toBe(false);
  });

  it('leaves the caller’s buffer intact', async () => {
    const pdf = minimalPdf();
    const copy = Buffer.from(pdf);
    await isReadablePdf(pdf);
    expect(pdf.equals(copy)).toBe(true);
  });
});

describe('pdfFirstPageJpeg', () => {
  it('draws the first page 240 px wide as a JPEG, and answers null for what it cannot draw', async () => {
    const jpeg = await pdfFirstPageJpeg(minimalPdf());
    // A 200 × 200 pt page: 240 × 240 px, white.
    expect(await sharp(jpeg!).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 240 });
    const { dominant } = await sharp(jpeg!).stats();
    expect(dominant).toEqual({ r: 248, g: 248, b: 248 });
    expect(await pdfFirstPageJpeg(Buffer.from('%PDF-1.4 garbage'))).toBeNull();
  });
});

describe('checkUploadedDocument', () => {
  it('answers a PDF as sent and an image as checked, by content', async () => {
    const pdf = minimalPdf();
    expect(await checkUploadedDocument(upload(pdf, 'policy.jpg'), RULES)).toEqual({
      kind: 'pdf',
      buffer: pdf,
      originalName: 'policy.jpg',
      mimeType: 'application/pdf',
      extension: 'pdf',
    });
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await checkUploadedDocument(upload(png, 'receipt.pdf'), RULES)).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      width: 3,
      height: 2,
    });
  });

  it('refuses other files with 415, images of formats not allowed too, and big files with 413', async () => {
    const refusal = (file: UploadedFileData) =>
      checkUploadedDocument(file, RULES).then(
        () => 'accepted',
        (error: { getStatus(): number; message: string }) => `${error.getStatus()} ${error.message}`,
      );
    expect(await refusal(upload(Buffer.from('%PDF-1.4 garbage')))).toBe('415 wrong type');
    expect(await refusal(upload(Buffer.from('plain text')))).toBe('415 wrong type');
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(upload(gif))).toBe('415 wrong type');
    expect(await refusal(upload(Buffer.concat([minimalPdf(), Buffer.alloc(1024 * 1024)])))).toBe('413 too large');
  });
});
