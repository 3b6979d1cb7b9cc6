import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';

function imageFile(name: string, type: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function openProfile(routes: Parameters<typeof mockFetch>[0] = {}) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser({ username: 'alice' }) },
    'GET /api/user/devices': { body: [] },
    ...routes,
  });
  const app = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return { ...backend, ...app };
}

describe('ProfilePage', () => {
  it('explains which pictures fit and links back home', async () => {
    await openProfile();

    expect(screen.getByText(/JPG, PNG or WebP.*Recommended: 400x400 square/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Change avatar')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('refuses an avatar over 2MB without uploading it', async () => {
    const { user, requestsTo } = await openProfile();

    await user.upload(screen.getByLabelText('Change avatar'), imageFile('big.png', 'image/png', 2 * 1024 * 1024 + 1));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('File too large')).toBeInTheDocument();
    expect(within(toast).getByText('Please select an image smaller than 2MB')).toBeInTheDocument();
    expect(requestsTo('POST /api/user/avatar')).toHaveLength(0);
  });

  it('refuses a file that is not an accepted image', async () => {
    const { requestsTo } = await openProfile();
    // A browser's file dialog can be told to show all files; do not filter by `accept` here.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText('Change avatar'), imageFile('notes.txt', 'text/plain', 10));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid file type')).toBeInTheDocument();
    expect(requestsTo('POST /api/user/avatar')).toHaveLength(0);
  });

  it('uploads a new avatar and shows it everywhere', async () => {
    const avatarUrl = '/api/files/avatars/alice.png';
    const { user, requestsTo } = await openProfile({
      'POST /api/user/avatar': { body: aUser({ username: 'alice', avatarUrl }) },
    });

    await user.upload(screen.getByLabelText('Change avatar'), imageFile('me.png', 'image/png', 1024));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Avatar updated')).toBeInTheDocument();
    for (const picture of screen.getAllByRole('img', { name: 'alice' })) {
      expect(picture).toHaveAttribute('src', avatarUrl);
    }
    const [upload] = requestsTo('POST /api/user/avatar');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(await upload.text()).toContain('name="avatar"');
  });

  it('reports a failed upload', async () => {
    const { user } = await openProfile({
      'POST /api/user/avatar': { status: 413, body: { statusCode: 413, message: 'File too large' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.upload(screen.getByLabelText('Change avatar'), imageFile('me.png', 'image/png', 1024));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to update avatar')).toBeInTheDocument();
    expect(within(toast).getByText('413: File too large')).toBeInTheDocument();
  });

  it('changes the password after checking both fields', async () => {
    const { user, requestsTo } = await openProfile({
      'POST /api/user/password': { body: { message: 'Password changed' } },
    });

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(await requestsTo('POST /api/user/password')[0].json()).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });

  it('checks the email address of the account details', async () => {
    const { user, requestsTo } = await openProfile({
      'PATCH /api/user': { body: aUser({ username: 'alice', displayName: 'Alice A.' }) },
    });

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'alice@example.org');
    await user.type(screen.getByLabelText('Display name'), 'Alice A.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(await requestsTo('PATCH /api/user')[0].json()).toEqual({
      displayName: 'Alice A.',
      email: 'alice@example.org',
    });
  });

  it('lists trusted devices and removes one after confirmation', async () => {
    const devices = [
      {
        id: 7,
        label: 'Firefox on Linux',
        createdAt: '2026-01-05T10:00:00Z',
        lastUsedAt: '2026-03-02T10:00:00Z',
        current: true,
      },
      {
        id: 3,
        label: 'Safari on iOS',
        createdAt: '2025-12-01T10:00:00Z',
        lastUsedAt: '2026-02-01T10:00:00Z',
        current: false,
      },
    ];
    const { user, requestsTo } = await openProfile({
      'GET /api/user/devices': [{ body: devices }, { body: [devices[0]] }],
      'DELETE /api/user/devices/3': { body: { message: 'Device removed' } },
    });

    const list = await screen.findByRole('list', { name: 'Trusted devices' });
    expect(within(list).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText(/Last sign-in Mar 2, 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Safari on iOS' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Device removed')).toBeInTheDocument();
    expect(requestsTo('DELETE /api/user/devices/3')).toHaveLength(1);
    await vi.waitFor(() => expect(within(list).queryByText('Safari on iOS')).not.toBeInTheDocument());
  });
});
