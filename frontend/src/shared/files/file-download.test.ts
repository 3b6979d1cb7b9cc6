import { fallbackPdfFileName, fileNameFromContentDisposition, saveFile } from './file-download';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* over the plain filename', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="HomeBook_Cafe_Lodge.pdf"; filename*=UTF-8''HomeBook_Caf%C3%A9_Lodge.pdf`,
      ),
    ).toBe('HomeBook_Café_Lodge.pdf');
  });

  it('reads a quoted or bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="HomeBook_Main.pdf"')).toBe('HomeBook_Main.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=HomeBook_Main.pdf')).toBe('HomeBook_Main.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it('falls back to the plain filename when filename* cannot be decoded', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.pdf"`)).toBe(
      'plain.pdf',
    );
  });

  it('drops path parts and gives null when no name is there', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/x.pdf"')).toBe('x.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('fallbackPdfFileName', () => {
  it("is 'HomeBook_' plus the name with spaces turned to underscores", () => {
    expect(fallbackPdfFileName('Main Residence')).toBe('HomeBook_Main_Residence.pdf');
    expect(fallbackPdfFileName('Lake  House')).toBe('HomeBook_Lake__House.pdf');
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a temporary download link and revokes the object URL afterwards', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn((_file: Blob) => 'blob:pdf-1');
    const revokeObjectURL = vi.fn((_url: string) => undefined);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    saveFile(file, 'HomeBook_Main.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([{ href: 'blob:pdf-1', download: 'HomeBook_Main.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1');
  });
});
