import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type GlyphCoverage, scriptRuns, type TextRun, withScriptFonts } from './script-fonts';

/**
 * Roboto's coverage as these tests need it (Latin, Latin-1, Greek, Cyrillic, general punctuation such
 * as the middle dot); each script font covers its script's characters and the space. The renderer asks
 * the real fonts (the home book suite prints them).
 */
const covers: GlyphCoverage = (family, codePoint) => {
  const character = String.fromCodePoint(codePoint);
  if (family === null) return codePoint < 0x0250 || /[\p{sc=Greek}\p{sc=Cyrillic}\u2000-\u206f]/u.test(character);
  if (character === ' ') return true;
  if (family === 'NotoSansSC') return /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u.test(character);
  if (family === 'NotoSansArabic') return /\p{scx=Arabic}/u.test(character);
  return false;
};

/** The runs as `font:text` strings, the document's font as `-`. */
const runs = (text: string) =>
  scriptRuns(text, covers)?.map((run: TextRun) => `${run.font ?? '-'}:${run.text}`) ?? null;

describe('script fonts of the PDF', () => {
  it('leaves text the document font prints as it is', () => {
    expect(runs('Water heater, 50 gal. (2019)')).toBeNull();
    expect(runs('Zürich · Café Дом Ελλάδα')).toBeNull();
  });

  it('sets each script in its font and keeps spaces and shared punctuation in the document font', () => {
    expect(runs('我的家 東京 · 우리집')).toEqual([
      'NotoSansSC:我的家',
      '-: ',
      'NotoSansSC:東京',
      '-: · ',
      'NotoSansKR:우리집',
    ]);
    expect(runs('ฮีตเตอร์ गीज़र')).toEqual(['NotoSansThai:ฮีตเตอร์', '-: ', 'NotoSansDevanagari:गीज़र']);
  });

  it('gives a character the document font lacks to the script that uses it', () => {
    // The ideographic comma is of no one script (CJK punctuation); the Arabic comma likewise.
    expect(runs('東京、大阪')).toEqual(['NotoSansSC:東京、大阪']);
    expect(runs('سخان، ماء')).toEqual(['NotoSansArabic:ماء', '-: ', 'NotoSansArabic:،', 'NotoSansArabic:سخان']);
  });

  it('puts right-to-left words in visual order, a number kept as it reads', () => {
    expect(runs('שלום עולם')).toEqual(['NotoSansHebrew:עולם', '-: ', 'NotoSansHebrew:שלום']);
    expect(runs('רחוב הרצל 1,500 / شارع النيل')).toEqual([
      'NotoSansArabic:النيل',
      '-: ',
      'NotoSansArabic:شارع',
      '-: / 1,500 ',
      'NotoSansHebrew:הרצל',
      '-: ',
      'NotoSansHebrew:רחוב',
    ]);
  });

  it('mirrors brackets inside a right-to-left stretch and leaves the text around it in reading order', () => {
    expect(runs('Boiler שלום (א) עולם 2024')).toEqual([
      '-:Boiler ',
      'NotoSansHebrew:עולם',
      '-: (',
      'NotoSansHebrew:א',
      '-:) ',
      'NotoSansHebrew:שלום',
      '-: 2024',
    ]);
    expect(runs('(שלום)')).toEqual(['-:(', 'NotoSansHebrew:שלום', '-:)']);
  });

  it('sets the runs in every text of the document, its footer included, and leaves other nodes alone', () => {
    const document: TDocumentDefinitions = {
      content: [
        '我的家',
        { text: 'Plain', bold: true },
        { text: ['Home ', { text: '東京', style: 'h1' }], fontSize: 12 },
        { stack: [{ columns: ['우리집', 'Kitchen'] }] },
        { table: { body: [['שלום', 'Ok']] } },
        { ul: ['東京'] },
        { qr: '東京' },
      ],
      footer: (page: number) => ({ text: `東京 ${page}` }),
    };
    const result = withScriptFonts(document, covers);
    expect(result.content).toEqual([
      { text: [{ text: '我的家', font: 'NotoSansSC' }] },
      { text: 'Plain', bold: true },
      { text: ['Home ', { text: [{ text: '東京', font: 'NotoSansSC' }], style: 'h1' }], fontSize: 12 },
      { stack: [{ columns: [{ text: [{ text: '우리집', font: 'NotoSansKR' }] }, 'Kitchen'] }] },
      { table: { body: [[{ text: [{ text: 'שלום', font: 'NotoSansHebrew' }] }, 'Ok']] } },
      { ul: [{ text: [{ text: '東京', font: 'NotoSansSC' }] }] },
      { qr: '東京' },
    ] as Content[]);
    const footer = result.footer as (page: number) => Content;
    expect(footer(3)).toEqual({ text: [{ text: '東京', font: 'NotoSansSC' }, { text: ' 3' }] });
    // The document given is not changed (pdfmake writes layout state into the nodes it lays out).
    expect((document.content as Content[])[0]).toBe('我的家');
  });
});
