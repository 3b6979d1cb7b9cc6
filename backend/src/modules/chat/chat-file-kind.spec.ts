import {
  docBytes,
  docxBytes,
  exeBytes,
  pdfBytes,
  plainZipBytes,
  pngBytes,
  textBytes,
  zip,
} from '../../../test/support/chat-files';
import {
  attachmentDisplayName,
  detectChatFileKind,
  storageSafeName,
  uploadedFileName,
  zipEntryNames,
} from './chat-file-kind';

describe('detectChatFileKind', () => {
  it('recognises each accepted kind by its bytes', async () => {
    expect((await detectChatFileKind(await pngBytes()))?.contentType).toBe('image/png');
    expect((await detectChatFileKind(pdfBytes()))?.contentType).toBe('application/pdf');
    expect((await detectChatFileKind(docBytes()))?.contentType).toBe('application/msword');
    expect((await detectChatFileKind(docxBytes()))?.extension).toBe('docx');
    expect((await detectChatFileKind(textBytes()))?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('refuses executables, other archives, binary and invalid UTF-8, SVG and empty files', async () => {
    expect(await detectChatFileKind(exeBytes())).toBeNull();
    expect(await detectChatFileKind(plainZipBytes())).toBeNull();
    expect(await detectChatFileKind(Buffer.from([0xff, 0xfe, 0x41]))).toBeNull();
    expect(await detectChatFileKind(Buffer.from('text with a \0 byte'))).toBeNull();
    expect(await detectChatFileKind(Buffer.alloc(0))).toBeNull();
    // SVG is valid UTF-8 text: accepted only as plain text, never as an image.
    const svg = await detectChatFileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('reads zip entry names from the central directory, and nothing from a truncated archive', () => {
    expect(zipEntryNames(zip({ 'word/document.xml': 'x', 'a.txt': 'y' }))).toEqual(['word/document.xml', 'a.txt']);
    expect(zipEntryNames(docxBytes().subarray(0, 40))).toEqual([]);
  });
});

describe('attachment names', () => {
  const png = { contentType: 'image/png', extension: 'png', nameExtensions: ['png'] };

  it('keeps a matching extension, replaces a misleading one, drops folders and control characters', () => {
    expect(attachmentDisplayName('holiday.PNG', png)).toBe('holiday.png');
    expect(attachmentDisplayName('scan.pdf', png)).toBe('scan.png');
    expect(attachmentDisplayName('C:\\Users\\me\\a\u0007b.png', png)).toBe('ab.png');
    expect(attachmentDisplayName('', png)).toBe('file.png');
    expect(attachmentDisplayName('.png', png)).toBe('.png.png');
  });

  it('reads UTF-8 names that arrived as latin1, and leaves other names alone', () => {
    expect(uploadedFileName(Buffer.from('Überweisung März.pdf', 'utf8').toString('latin1'))).toBe(
      'Überweisung März.pdf',
    );
    expect(uploadedFileName('plain.txt')).toBe('plain.txt');
    expect(uploadedFileName('caf\u00e9.txt')).toBe('caf\u00e9.txt');
    expect(uploadedFileName('日本.txt')).toBe('日本.txt');
  });

  it('reduces names to storage-safe characters', () => {
    expect(storageSafeName('Service Report (final).docx')).toBe('Service_Report_final_.docx');
    expect(storageSafeName('..%2F..%2Fetc.txt')).toBe('2F._2Fetc.txt');
    expect(storageSafeName('Überweisung.pdf')).toBe('Uberweisung.pdf');
    expect(storageSafeName('日本.txt')).toBe('file.txt');
    expect(storageSafeName('___.pdf')).toBe('file.pdf');
  });
});
