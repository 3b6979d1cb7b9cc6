import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

const validLink = { 'GET /api/auth/password-reset/validate': { body: { valid: true } } };

describe('ResetPasswordPage', () => {
  it('without a token shows the invalid-link state and asks the server nothing', async () => {
    const { fetchMock } = mockFetch({});
    renderApp('/reset-password');

    expect(await screen.findByRole('heading', { name: 'Invalid reset link' })).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the invalid-link state when the server rejects the token', async () => {
    const { requestsTo } = mockFetch({ 'GET /api/auth/password-reset/validate': { body: { valid: false } } });
    renderApp('/reset-password?token=expired-token');

    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    expect(new URL(requestsTo('GET /api/auth/password-reset/validate')[0].url).searchParams.get('token')).toBe(
      'expired-token',
    );
  });

  it('requires matching passwords of at least 6 characters', async () => {
    const { requestsTo } = mockFetch(validLink);
    const { user } = renderApp('/reset-password?token=good-token');

    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Password too short')).toBeInTheDocument();
    expect(within(toast).getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(requestsTo('POST /api/auth/password-reset/confirm')).toHaveLength(0);
  });

  it('sets the new password and offers to continue to login', async () => {
    const { requestsTo } = mockFetch({
      ...validLink,
      'POST /api/auth/password-reset/confirm': { body: { message: 'Password has been reset' } },
    });
    const { user } = renderApp('/reset-password?token=good-token');

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/auth');
    expect(await requestsTo('POST /api/auth/password-reset/confirm')[0].json()).toEqual({
      token: 'good-token',
      newPassword: 'new-secret',
    });
  });

  it('reports a refused reset', async () => {
    mockFetch({
      ...validLink,
      'POST /api/auth/password-reset/confirm': {
        status: 400,
        body: { statusCode: 400, message: 'Invalid or expired reset token' },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/reset-password?token=good-token');

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Password reset failed')).toBeInTheDocument();
    expect(within(toast).getByText('400: Invalid or expired reset token')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to Login' })).not.toBeInTheDocument();
  });
});
