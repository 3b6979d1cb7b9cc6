import { homeBookContentDisposition, homeBookFileName } from './home-book-file-name';

const fallbackOf = (header: string) => /filename="([^"]*)"/.exec(header)![1];
const encodedOf = (header: string) => decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(header)![1]);

describe('home book file name', () => {
  it.each([
    ['Main Residence', 'HomeBook_Main_Residence.pdf', 'HomeBook_Main_Residence.pdf'],
    ['  Lake   House ', 'HomeBook_Lake_House.pdf', 'HomeBook_Lake_House.pdf'],
    ['Bob\'s "Big" House', 'HomeBook_Bobs_Big_House.pdf', 'HomeBook_Bobs_Big_House.pdf'],
    ['Unit 4/5 \\ East', 'HomeBook_Unit_45_East.pdf', 'HomeBook_Unit_45_East.pdf'],
    ['Café Zoë', 'HomeBook_Cafe_Zoe.pdf', 'HomeBook_Café_Zoë.pdf'],
    ['Дом у моря', 'HomeBook_Home.pdf', 'HomeBook_Дом_у_моря.pdf'],
    ['🏠 Beach 🌊', 'HomeBook_Beach.pdf', 'HomeBook_🏠_Beach_🌊.pdf'],
    ['🏠', 'HomeBook_Home.pdf', 'HomeBook_🏠.pdf'],
    ['', 'HomeBook_Home.pdf', 'HomeBook_Home.pdf'],
    ['../../etc/passwd', 'HomeBook_etcpasswd.pdf', 'HomeBook_etcpasswd.pdf'],
    ['a\r\nContent-Type: text/html', 'HomeBook_a_Content-Type_texthtml.pdf', 'HomeBook_a_Content-Type_texthtml.pdf'],
    ['Beach\u202e fdp.exe', 'HomeBook_Beach_fdp.exe.pdf', 'HomeBook_Beach_fdp.exe.pdf'],
    ['\u2067בית\u2069 \u200eHome\u200f\u061c', 'HomeBook_Home.pdf', 'HomeBook_בית_Home.pdf'],
    ['\u202a\u202b\u202c\u202d\u2066\u2068', 'HomeBook_Home.pdf', 'HomeBook_Home.pdf'],
  ])('%j → %s / %s', (name, fallback, full) => {
    const header = homeBookContentDisposition(name);
    expect(header.startsWith('attachment; ')).toBe(true);
    expect(fallbackOf(header)).toBe(fallback);
    expect(encodedOf(header)).toBe(full);
    expect(homeBookFileName(name)).toBe(full);
    // A header value must be visible ASCII without line breaks.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('keeps long names bounded', () => {
    expect(homeBookFileName('x'.repeat(500)).length).toBeLessThanOrEqual(100);
  });
});
