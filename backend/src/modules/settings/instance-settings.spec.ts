import { checkSettingsChange } from './instance-settings';

describe('checkSettingsChange', () => {
  it('accepts each setting, trims it, and takes null or empty text as unset', () => {
    expect(
      checkSettingsChange({
        companyName: '  Acme Homes ',
        supportPhone: '+1 (555) 010-2030',
        supportEmail: 'help@acme.example',
        bookingUrl: 'http://book.acme.example/visit?x=1',
        expectedAnswerText: '',
      }),
    ).toEqual({
      change: {
        companyName: 'Acme Homes',
        supportPhone: '+1 (555) 010-2030',
        supportEmail: 'help@acme.example',
        bookingUrl: 'http://book.acme.example/visit?x=1',
        expectedAnswerText: null,
      },
    });
    expect(checkSettingsChange({ supportPhone: null })).toEqual({ change: { supportPhone: null } });
    expect(checkSettingsChange({})).toEqual({ change: {} });
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<b>hi</b>'],
    ['ftp://files.example.com/'],
    ['book.example.com'],
    ['https://'],
  ])('refuses the booking link %s', (bookingUrl) => {
    expect(checkSettingsChange({ bookingUrl })).toEqual({
      errors: [
        { field: 'bookingUrl', message: 'Booking link must be a web address starting with http:// or https://' },
      ],
    });
  });

  it('refuses bad e-mails, phones, over-long text, non-text values and unknown fields, each with its field', () => {
    const result = checkSettingsChange({
      supportEmail: 'help@',
      supportPhone: '555-CALL-NOW',
      companyName: 'x'.repeat(101),
      expectedAnswerText: 12,
      timeZone: 'Europe/Paris',
      currency: 'XYZ',
    });
    expect(result).toEqual({
      errors: [
        { field: 'supportEmail', message: 'Support e-mail must be a valid e-mail address' },
        { field: 'supportPhone', message: 'Support phone may contain only digits, spaces and + - ( ) .' },
        { field: 'companyName', message: 'Company name must be at most 100 characters' },
        { field: 'expectedAnswerText', message: 'Expected answer must be text or null' },
        { field: 'timeZone', message: 'timeZone is not a setting' },
        { field: 'currency', message: 'Currency must be an ISO 4217 code such as USD or EUR' },
      ],
    });
    expect(checkSettingsChange({ supportPhone: '---' })).toHaveProperty('errors');
    expect(checkSettingsChange({ companyName: 'two\nlines' })).toHaveProperty('errors');
    expect(checkSettingsChange(['companyName'])).toHaveProperty('errors');
    expect(checkSettingsChange('x')).toHaveProperty('errors');
  });
});
