import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { anAdmin } from '../../../test/users';
import { AdminDashboardPage } from './AdminDashboardPage';

const unset = {
  companyName: null,
  supportPhone: null,
  supportEmail: null,
  bookingUrl: null,
  expectedAnswerText: null,
  currency: null,
};
const acme = {
  companyName: 'Acme Homes',
  supportPhone: '+1 (555) 010-2030',
  supportEmail: 'help@acme.example',
  bookingUrl: 'https://book.acme.example/visit',
  expectedAnswerText: 'We answer within one business day.',
  currency: null,
};

function openSettings(routes: MockRoutes) {
  const backend = mockFetch({ 'GET /api/user': { body: anAdmin({ id: 2 }) }, ...routes });
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AdminDashboardPage renderSupportChat={() => null} /> }],
    { initialEntries: ['/admin?tab=settings'] },
  );
  return { ...backend, ...renderWithProviders(<RouterProvider router={router} />) };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('SettingsTab', () => {
  it('shows the saved values, and saves the changed ones with empty fields as null', async () => {
    const { user, requestsTo } = openSettings({
      'GET /api/settings/public': [{ body: { ...acme, bookingUrl: null } }, { body: acme }],
      'PATCH /api/admin/settings': { body: acme },
    });

    const form = await screen.findByRole('form', { name: 'Settings' });
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Homes');
    expect(field('Support phone')).toHaveValue('+1 (555) 010-2030');
    expect(field('Booking link')).toHaveValue('');
    expect(save()).toBeDisabled();

    await user.click(field('Booking link'));
    await user.paste('https://book.acme.example/visit');
    await user.clear(field('Expected answer'));
    await user.click(save());

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [patch] = requestsTo('PATCH /api/admin/settings');
    expect(await patch.json()).toEqual({ ...acme, expectedAnswerText: null });
    // The saved settings are read again (quick links and guides use the same record).
    await waitFor(() => expect(requestsTo('GET /api/settings/public')).toHaveLength(2));
  });

  it('offers the ISO 4217 currencies, USD by default, and saves the one chosen', async () => {
    const { user, requestsTo } = openSettings({
      'GET /api/settings/public': { body: unset },
      'PATCH /api/admin/settings': { body: { ...unset, currency: 'EUR' } },
    });
    await screen.findByRole('form', { name: 'Settings' });
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('');
    expect(within(currency).getByRole('option', { name: 'USD (default)' })).toBeInTheDocument();
    await user.selectOptions(currency, 'EUR');
    await user.click(save());
    const [patch] = await waitFor(() => {
      const sent = requestsTo('PATCH /api/admin/settings');
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(await patch.json()).toEqual({ ...unset, currency: 'EUR' });
  });

  it('refuses a javascript: link, a bad e-mail and letters in the phone before sending anything', async () => {
    const { user, requestsTo } = openSettings({ 'GET /api/settings/public': { body: unset } });
    await screen.findByRole('form', { name: 'Settings' });

    await user.click(field('Booking link'));
    await user.paste('javascript:alert(1)');
    await user.type(field('Support e-mail'), 'help@');
    await user.type(field('Support phone'), '1-800-CALL-NOW');
    await user.click(field('Company name'));
    await user.paste('x'.repeat(101));
    await user.click(save());

    expect(
      await screen.findByText('Booking link must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.getByText('Support e-mail must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Support phone may contain only digits, spaces and + - ( ) .')).toBeInTheDocument();
    expect(screen.getByText('Company name must be at most 100 characters')).toBeInTheDocument();
    expect(field('Booking link')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PATCH /api/admin/settings')).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openSettings({
      'GET /api/settings/public': { body: unset },
      'PATCH /api/admin/settings': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'INVALID_SETTINGS',
          message: 'Support e-mail must be a valid e-mail address',
          errors: [{ field: 'supportEmail', message: 'Support e-mail must be a valid e-mail address' }],
        },
      },
    });
    await screen.findByRole('form', { name: 'Settings' });

    await user.type(field('Support e-mail'), 'help@localhost');
    await user.click(save());

    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(field('Support e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Support e-mail')).toHaveAccessibleDescription('Support e-mail must be a valid e-mail address');
  });
});
