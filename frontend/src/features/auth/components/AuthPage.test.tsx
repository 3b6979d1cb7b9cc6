import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser, anAdmin, notLoggedIn } from '../../../test/users';

const firstQuestion = { captchaId: 'captcha-1', question: 'What is 3 + 7?' };
const secondQuestion = { captchaId: 'captcha-2', question: 'What is 2 + 5?' };

async function openAuthPage(routes: Parameters<typeof mockFetch>[0] = {}) {
  const backend = mockFetch({ 'GET /api/user': notLoggedIn, ...routes });
  const app = renderApp('/auth');
  await screen.findByRole('tab', { name: 'Login' });
  return { ...backend, ...app };
}

describe('AuthPage', () => {
  it('shows the Login and Register tabs and the marketing headline', async () => {
    await openAuthPage();

    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Document Your Home Equipment' })).toBeInTheDocument();
    expect(screen.getByText(/smart label reading.*cloud storage/i)).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys and selects with Enter', async () => {
    const { user } = await openAuthPage({ 'GET /api/auth/captcha': { body: firstQuestion } });

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register', selected: false })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('tabindex', '-1');
  });

  describe('login', () => {
    it('sends nothing while a field is empty', async () => {
      const { user, requestsTo } = await openAuthPage();

      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByText('Username is required')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Username'), 'alice');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByText('Password is required')).toBeInTheDocument();
      expect(requestsTo('POST /api/login')).toHaveLength(0);
    });

    it('signs in and goes to /', async () => {
      const { user, router, requestsTo } = await openAuthPage({ 'POST /api/login': { body: aUser() } });

      await user.type(screen.getByLabelText('Username'), 'alice');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByRole('heading', { name: 'Your Home' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(await requestsTo('POST /api/login')[0].json()).toEqual({ username: 'alice', password: 'secret1' });
      // The answer of the login call became the current user: no second lookup.
      expect(requestsTo('GET /api/user')).toHaveLength(1);
    });

    it('signs an administrator in to the Admin Dashboard, with their homes one click away', async () => {
      const { user, router } = await openAuthPage({
        'POST /api/login': { body: anAdmin({ username: 'root' }) },
        'GET /api/admin/overview': {
          body: {
            users: 1,
            homes: 0,
            equipment: 0,
            labelReads: { last7Days: 0, complete: 0 },
            support: { open: 0, waitingOver24h: 0 },
            lastBackupAt: null,
          },
        },
        'GET /api/admin/users': { body: [] },
      });

      await user.type(screen.getByLabelText('Username'), 'root');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
      expect(screen.getByRole('link', { name: 'My homes' })).toHaveAttribute('href', '/');
    });

    it('shows the server message when the login is refused', async () => {
      const { user } = await openAuthPage({
        'POST /api/login': { status: 401, body: { statusCode: 401, message: 'Invalid username or password' } },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});

      await user.type(screen.getByLabelText('Username'), 'alice');
      await user.type(screen.getByLabelText('Password'), 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Login failed')).toBeInTheDocument();
      expect(within(toast).getByText('401: Invalid username or password')).toBeInTheDocument();
    });
  });

  describe('register', () => {
    it('asks the captcha question from the server', async () => {
      const { user } = await openAuthPage({ 'GET /api/auth/captcha': { body: firstQuestion } });

      await user.click(screen.getByRole('tab', { name: 'Register' }));

      expect(await screen.findByLabelText('What is 3 + 7?')).toBeInTheDocument();
      expect(screen.getByLabelText('Admin Key (optional)')).toBeInTheDocument();
    });

    it('checks every field before sending', async () => {
      const { user, requestsTo } = await openAuthPage({ 'GET /api/auth/captcha': { body: firstQuestion } });
      await user.click(screen.getByRole('tab', { name: 'Register' }));
      await screen.findByLabelText('What is 3 + 7?');

      await user.click(screen.getByRole('button', { name: 'Register' }));

      expect(await screen.findByText('Username is required')).toBeInTheDocument();
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(screen.getByText('Please answer the security question')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      await user.tab();
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Email'));
      await user.type(screen.getByLabelText('Email'), 'someone@mailinator.com');
      await user.tab();
      expect(await screen.findByText('Please use a valid non-disposable email address')).toBeInTheDocument();

      expect(requestsTo('POST /api/register')).toHaveLength(0);
    });

    it('on a wrong captcha answer says so and asks a new question', async () => {
      const { user, requestsTo } = await openAuthPage({
        'GET /api/auth/captcha': [{ body: firstQuestion }, { body: secondQuestion }],
        'POST /api/register': {
          status: 400,
          body: { statusCode: 400, message: 'Incorrect captcha answer', code: 'CAPTCHA_INVALID' },
        },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await user.click(screen.getByRole('tab', { name: 'Register' }));

      await user.type(screen.getByLabelText('Username'), 'bob');
      await user.type(screen.getByLabelText('Email'), 'bob@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.type(await screen.findByLabelText('What is 3 + 7?'), '11');
      await user.click(screen.getByRole('button', { name: 'Register' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Incorrect answer')).toBeInTheDocument();
      expect(within(toast).getByText('Please try the math question again')).toBeInTheDocument();
      expect(await screen.findByLabelText('What is 2 + 5?')).toHaveValue('');
      expect(requestsTo('GET /api/auth/captcha')).toHaveLength(2);
      expect(await requestsTo('POST /api/register')[0].json()).toEqual({
        username: 'bob',
        email: 'bob@example.com',
        password: 'secret1',
        captchaId: 'captcha-1',
        captchaAnswer: 11,
        isAdmin: false,
      });
    });

    it('on any other failure shows the message and also asks a new question', async () => {
      const { user, requestsTo } = await openAuthPage({
        'GET /api/auth/captcha': [{ body: firstQuestion }, { body: secondQuestion }],
        'POST /api/register': { status: 409, body: { statusCode: 409, message: 'Username already exists' } },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await user.click(screen.getByRole('tab', { name: 'Register' }));

      await user.type(screen.getByLabelText('Username'), 'alice');
      await user.type(screen.getByLabelText('Email'), 'alice@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.type(await screen.findByLabelText('What is 3 + 7?'), '10');
      await user.type(screen.getByLabelText('Admin Key (optional)'), 'the-key');
      await user.click(screen.getByRole('button', { name: 'Register' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
      expect(within(toast).getByText('409: Username already exists')).toBeInTheDocument();
      expect(await screen.findByLabelText('What is 2 + 5?')).toBeInTheDocument();
      expect(await requestsTo('POST /api/register')[0].json()).toMatchObject({ adminKey: 'the-key', isAdmin: true });
    });

    it('registers and goes to /', async () => {
      const { user, router } = await openAuthPage({
        'GET /api/auth/captcha': { body: firstQuestion },
        'POST /api/register': { status: 201, body: aUser({ username: 'carol' }) },
      });
      await user.click(screen.getByRole('tab', { name: 'Register' }));

      await user.type(screen.getByLabelText('Username'), 'carol');
      await user.type(screen.getByLabelText('Email'), 'carol@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.type(await screen.findByLabelText('What is 3 + 7?'), '10');
      await user.click(screen.getByRole('button', { name: 'Register' }));

      expect(await screen.findByRole('heading', { name: 'Your Home' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('C');
    });
  });

  describe('forgot password', () => {
    it('sends a reset link for a valid email address', async () => {
      const { user, requestsTo } = await openAuthPage({
        'POST /api/auth/password-reset/request': { body: { message: 'If an account exists, a link was sent.' } },
      });

      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });

      await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
      expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Email'), 'alice@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Password reset email sent')).toBeInTheDocument();
      expect(
        within(toast).getByText('If an account with that email exists, a password reset link has been sent.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await requestsTo('POST /api/auth/password-reset/request')[0].json()).toEqual({
        email: 'alice@example.com',
      });
    });

    it('reports a failure', async () => {
      const { user } = await openAuthPage({
        'POST /api/auth/password-reset/request': {
          status: 429,
          body: { statusCode: 429, message: 'Too many requests' },
        },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});

      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Email'), 'alice@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Error')).toBeInTheDocument();
      expect(within(toast).getByText('429: Too many requests')).toBeInTheDocument();
    });
  });
});
