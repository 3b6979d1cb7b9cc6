import { captchaNumber, loginErrors, registerErrors } from './account-form-checks';

const validRegistration = {
  username: 'bob',
  email: 'bob@example.com',
  password: 'secret1',
  captchaAnswer: '10',
  adminKey: '',
};

describe('account form checks', () => {
  it('login: both fields required, the username trimmed', () => {
    expect(loginErrors({ username: '  ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(loginErrors({ username: 'alice', password: 'x' })).toEqual({ username: undefined, password: undefined });
  });

  it('register: a valid form has no errors', () => {
    expect(Object.values(registerErrors(validRegistration)).filter(Boolean)).toEqual([]);
  });

  it.each([
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', 'someone@Mailinator.com ', 'Please use a valid non-disposable email address'],
    ['password', '', 'Password must be at least 6 characters'],
    ['password', 'five5', 'Password must be at least 6 characters'],
    ['captchaAnswer', '', 'Please answer the security question'],
    ['captchaAnswer', 'ten', 'Please answer the security question'],
    ['username', ' ', 'Username is required'],
  ])('register: %s %j → %s', (field, value, message) => {
    expect(registerErrors({ ...validRegistration, [field]: value })).toMatchObject({ [field]: message });
  });

  it('register: a trimmed e-mail and a spaced captcha answer pass', () => {
    const errors = registerErrors({ ...validRegistration, email: ' bob@example.com ', captchaAnswer: ' 1 0 ' });
    expect(errors.email).toBeUndefined();
    expect(errors.captchaAnswer).toBeUndefined();
    expect(captchaNumber(' 1 0 ')).toBe(10);
  });
});
