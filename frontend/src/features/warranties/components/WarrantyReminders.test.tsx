import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { WarrantyReminders } from './WarrantyReminders';

describe('WarrantyReminders', () => {
  it('shows the rules, keeps SMS off with the reason, and saves the edited list', async () => {
    const { requestsTo } = mockFetch({
      'GET /api/warranties/3/notifications': {
        body: [
          { notificationType: 'email', daysBeforeExpiration: 30, enabled: true },
          { notificationType: 'in-app', daysBeforeExpiration: 30, enabled: true },
        ],
      },
      'PUT /api/warranties/3/notifications': (request) => ({ body: request.json() }),
    });
    const { user } = renderWithProviders(<WarrantyReminders warrantyId={3} />);
    const section = screen.getByRole('region', { name: 'Reminders' });
    expect(await within(section).findByRole('switch', { name: 'E-mail 30 days on' })).toBeChecked();
    expect(within(section).getByRole('button', { name: 'Save reminders' })).toBeDisabled();

    await user.click(within(section).getByRole('switch', { name: 'In-app 30 days on' }));
    await user.click(within(section).getByRole('button', { name: 'Add reminder' }));
    expect(within(section).getByRole('switch', { name: 'In-app 7 days on' })).toBeChecked();
    await user.click(within(section).getByRole('button', { name: 'Save reminders' }));

    await waitFor(() => expect(requestsTo('PUT /api/warranties/3/notifications')).toHaveLength(1));
    expect(await requestsTo('PUT /api/warranties/3/notifications')[0].json()).toEqual([
      { notificationType: 'email', daysBeforeExpiration: 30, enabled: true },
      { notificationType: 'in-app', daysBeforeExpiration: 30, enabled: false },
      { notificationType: 'in-app', daysBeforeExpiration: 7, enabled: true },
    ]);
  });

  it('says SMS is off when an SMS rule is listed', async () => {
    mockFetch({
      'GET /api/warranties/3/notifications': {
        body: [{ notificationType: 'sms', daysBeforeExpiration: 7, enabled: false }],
      },
    });
    renderWithProviders(<WarrantyReminders warrantyId={3} />);
    expect(await screen.findByText('SMS is off: no SMS provider is configured on this server.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'SMS 7 days on' })).toBeDisabled();
  });
});
