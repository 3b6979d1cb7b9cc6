import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds passwords of the shipped top-10,000 list, whatever their case', () => {
    for (const password of ['123456', 'password', 'PASSWORD', 'qwerty', 'letmein', 'dragon', 'baseball']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('finds one character repeated', () => {
    expect(isCommonPassword('      ')).toBe(true);
    expect(isCommonPassword('zzzzzzzzz')).toBe(true);
  });

  it('lets other passwords through', () => {
    for (const password of ['correct horse', 'Tr0ub4dor&3', 'my water heater is 12']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
