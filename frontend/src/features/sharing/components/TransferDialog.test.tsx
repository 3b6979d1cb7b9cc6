import { screen, waitFor, within } from '@testing-library/react';
import { aHome } from '../../../test/homes';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { HomeTransfer } from '../sharing';
import { TransferDialog } from './TransferDialog';

const transfer: HomeTransfer = {
  id: 4,
  email: 'buyer@example.com',
  createdAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2026-12-08T09:00:00.000Z',
};

function openTransfer(routes: MockRoutes) {
  const backend = mockFetch(routes);
  const view = renderWithProviders(
    <TransferDialog home={aHome({ id: 5, name: 'Lake House' })} open onClose={() => {}} />,
  );
  return { ...backend, ...view };
}

describe('TransferDialog', () => {
  it('says what happens, needs the e-mail and the confirmation, then starts the transfer', async () => {
    const { requestsTo, user } = openTransfer({
      'GET /api/homes/5/transfer': [{ body: { pending: null } }, { body: { pending: transfer } }],
      'POST /api/homes/5/transfer': { status: 201, body: transfer },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to a new owner' });
    await within(dialog).findByRole('textbox', { name: "New owner's email" });
    expect(dialog).toHaveTextContent('The whole home with all its records and files goes to the new owner');
    expect(dialog).toHaveTextContent('You lose access to it, unless the new owner invites you back.');
    expect(dialog).toHaveTextContent('Your support chat stays yours.');

    await user.click(within(dialog).getByRole('button', { name: 'Transfer home' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm that you understand what happens')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: "New owner's email" }), 'buyer@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer home' }));
    expect(within(dialog).getByText('Please confirm that you understand what happens')).toBeInTheDocument();
    expect(requestsTo('POST /api/homes/5/transfer')).toHaveLength(0);

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I understand that I will lose access to this home' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Transfer home' }));

    expect(await screen.findByText('Transfer started')).toBeInTheDocument();
    expect(await requestsTo('POST /api/homes/5/transfer')[0].json()).toEqual({ email: 'buyer@example.com' });
    // The pending hand-over replaces the form.
    expect(await within(dialog).findByRole('button', { name: 'Cancel transfer' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Transfer home' })).not.toBeInTheDocument();
  });

  it('shows the pending transfer and cancels it', async () => {
    const { requestsTo, user } = openTransfer({
      'GET /api/homes/5/transfer': [{ body: { pending: transfer } }, { body: { pending: null } }],
      'DELETE /api/homes/5/transfer': { body: { message: 'Transfer cancelled' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to a new owner' });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(
      'A transfer to buyer@example.com is waiting for them to accept (until Dec 8, 2026).',
    );

    await user.click(within(notice).getByRole('button', { name: 'Cancel transfer' }));

    await waitFor(() => expect(requestsTo('DELETE /api/homes/5/transfer')).toHaveLength(1));
    expect(await within(dialog).findByRole('textbox', { name: "New owner's email" })).toBeInTheDocument();
  });
});
