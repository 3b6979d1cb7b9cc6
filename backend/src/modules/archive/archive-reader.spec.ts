import { isSafeEntryName } from './archive-reader';

describe('isSafeEntryName', () => {
  it('accepts the names an export uses', () => {
    for (const name of [
      'manifest.json',
      'homes.json',
      'warranty-documents.json',
      'files/homes/3/home-photo/0b7c9d2e-1f.jpg',
      'files/equipment/12/warranty/a_b-c.webp',
      'files/photos/x.jpg',
    ]) {
      expect([name, isSafeEntryName(name)]).toEqual([name, true]);
    }
  });

  it('refuses anything that could leave its folder or that no export holds', () => {
    for (const name of [
      '../etc/passwd',
      'files/../../x.jpg',
      'files/./x.jpg',
      '/etc/passwd',
      'files//x.jpg',
      'files\\x.jpg',
      'C:/x.jpg',
      'other/x.jpg',
      'Homes.JSON',
      'files/.hidden',
      'files/x.jpg/',
      'files/ünïcode.jpg',
      'files/a b.jpg',
    ]) {
      expect([name, isSafeEntryName(name)]).toEqual([name, false]);
    }
  });
});
