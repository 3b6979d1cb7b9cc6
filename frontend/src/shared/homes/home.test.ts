import { formatHomeAddress } from './home';

describe('formatHomeAddress', () => {
  it('puts address, city, state and zip code on one line', () => {
    expect(formatHomeAddress({ address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' })).toBe(
      '123 Main St, Springfield, IL 62701',
    );
  });

  it('skips empty parts', () => {
    expect(formatHomeAddress({ address: '123 Main St', city: '', state: '  ', zipCode: '62701' })).toBe(
      '123 Main St, 62701',
    );
    expect(formatHomeAddress({ address: '9 Shore Rd', city: 'Madison', state: 'WI', zipCode: '' })).toBe(
      '9 Shore Rd, Madison, WI',
    );
    expect(formatHomeAddress({ address: '', city: 'Madison', state: '', zipCode: '' })).toBe('Madison');
    expect(formatHomeAddress({ address: '', city: '', state: '', zipCode: '' })).toBe('');
  });
});
