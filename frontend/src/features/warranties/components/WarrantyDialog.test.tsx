import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { Warranty } from '../warranty';
import { WarrantyDialog } from './WarrantyDialog';

function aWarranty(overrides: Partial<Warranty> = {}): Warranty {
  return {
    id: 3,
    equipmentId: 7,
    startDate: '2025-01-05',
    endDate: '2027-01-05',
    provider: 'HomeShield',
    policyNumber: 'HS-123',
    terms: 'Parts and labor',
    status: 'active',
    autoRenewal: true,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    derivedStatus: 'Active',
    daysRemaining: 400,
    documents: [
      { id: 1, fileName: 'receipt.jpg', fileUrl: '/api/files/w/1.jpg', fileType: 'image/jpeg', uploadedAt: '' },
    ],
    ...overrides,
  };
}

function openDialog(routes: MockRoutes) {
  const backend = mockFetch(routes);
  const view = renderWithProviders(<WarrantyDialog equipmentId={7} equipmentName="Furnace" open onClose={vi.fn()} />);
  const user = userEvent.setup({ applyAccept: false });
  return { ...backend, ...view, user };
}

const today = format(new Date(), 'MMMM d, yyyy');

describe('WarrantyDialog', () => {
  it('shows the form with today and auto-renewal off when there is no warranty, and adds one', async () => {
    const saved = deferredReply();
    const { user, requestsTo } = openDialog({
      'GET /api/warranties': [{ body: null }, { body: aWarranty({ provider: 'Acme' }) }],
      'POST /api/warranties': saved.responder,
    });

    const dialog = screen.getByRole('dialog', { name: /Manage Warranty/ });
    expect(within(dialog).getByText('Warranty Information')).toBeInTheDocument();
    expect(within(dialog).getByText('Beta')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: `Start Date: ${today}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: `End Date: ${today}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Auto-Renewal' })).not.toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(new URL(requestsTo('GET /api/warranties')[0].url).searchParams.get('equipmentId')).toBe('7');

    await user.type(within(dialog).getByRole('textbox', { name: 'Provider' }), 'Acme');
    await user.click(within(dialog).getByRole('switch', { name: 'Auto-Renewal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Warranty' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    saved.release({ status: 201, body: aWarranty({ provider: 'Acme' }) });

    expect(await screen.findByText('Warranty added successfully')).toBeInTheDocument();
    const iso = format(new Date(), 'yyyy-MM-dd');
    expect(await requestsTo('POST /api/warranties')[0].json()).toEqual({
      equipmentId: 7,
      startDate: iso,
      endDate: iso,
      provider: 'Acme',
      policyNumber: null,
      terms: null,
      autoRenewal: true,
    });
    // The refetched record shows as the summary.
    expect(await within(dialog).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows the summary of a warranty; Edit opens the form and Cancel goes back', async () => {
    const { user } = openDialog({ 'GET /api/warranties': { body: aWarranty() } });

    const dialog = screen.getByRole('dialog', { name: /Manage Warranty/ });
    expect(await within(dialog).findByText('HomeShield')).toBeInTheDocument();
    expect(within(dialog).getByText('HS-123')).toBeInTheDocument();
    expect(within(dialog).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(dialog).getByText('Jan 5, 2027')).toBeInTheDocument();
    expect(within(dialog).getByText('Parts and labor')).toBeInTheDocument();
    expect(within(dialog).getByText('Yes')).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'receipt.jpg' })).toHaveAttribute('href', '/api/files/w/1.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByRole('textbox', { name: 'Provider' })).toHaveValue('HomeShield');
    expect(within(dialog).getByRole('button', { name: 'Start Date: January 5, 2025' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Auto-Renewal' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByText('HomeShield')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Provider' })).not.toBeInTheDocument();
  });

  it.each([
    ['Expiring Soon', 'MuiChip-colorWarning'],
    ['Expired', 'MuiChip-colorError'],
    ['Active', 'MuiChip-colorSuccess'],
  ] as const)("colours the server's status %s", async (status, colour) => {
    openDialog({ 'GET /api/warranties': { body: aWarranty({ derivedStatus: status }) } });

    const chip = (await screen.findByText(status)).closest('.MuiChip-root');
    expect(chip).toHaveClass(colour);
  });

  it('updates a warranty and says when that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, requestsTo } = openDialog({
      'GET /api/warranties': { body: aWarranty() },
      'PATCH /api/warranties/3': [
        { status: 400, body: { statusCode: 400, message: 'End date is invalid' } },
        { body: aWarranty({ policyNumber: 'HS-124' }) },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Policy Number' }), '9');

    await user.click(screen.getByRole('button', { name: 'Update Warranty' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to update warranty')).toBeInTheDocument();
    expect(within(toast).getByText('400: End date is invalid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Warranty' }));
    expect(await screen.findByText('Warranty updated successfully')).toBeInTheDocument();
    expect(await requestsTo('PATCH /api/warranties/3')[1].json()).toMatchObject({
      equipmentId: 7,
      startDate: '2025-01-05',
      endDate: '2027-01-05',
      policyNumber: 'HS-1239',
      autoRenewal: true,
    });
  });

  it("uploads a document to 'new' before the warranty exists, and checks the file", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const document = {
      id: 9,
      fileName: 'receipt.png',
      fileUrl: '/api/files/w/9.png',
      fileType: 'image/png',
      uploadedAt: '',
    };
    const { user, requestsTo } = openDialog({
      'GET /api/warranties': { body: null },
      'POST /api/warranties/new/documents': [{ status: 201, body: document }, { status: 500 }],
    });
    const input = await screen.findByLabelText('Upload Document');

    await user.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
    expect(requestsTo('POST /api/warranties/new/documents')).toHaveLength(0);

    await user.upload(input, new File(['x'], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    expect(screen.getByText('receipt.png')).toBeInTheDocument();
    const body = await requestsTo('POST /api/warranties/new/documents')[0].text();
    expect(body).toContain('name="photo"');
    expect(body).toMatch(/name="equipmentId"\r\n\r\n7/);

    await user.upload(input, new File(['x'], 'more.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
  });
});
