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
      {
        id: 1,
        fileName: 'receipt.jpg',
        fileUrl: '/api/files/w/1.jpg',
        fileType: 'image/jpeg',
        thumbnailUrl: null,
        uploadedAt: '',
      },
    ],
    ...overrides,
  };
}

function openDialog(routes: MockRoutes, installationDate: string | null = null) {
  const backend = mockFetch(routes);
  const view = renderWithProviders(
    <WarrantyDialog
      equipmentId={7}
      equipmentName="Furnace"
      installationDate={installationDate}
      open
      onClose={vi.fn()}
    />,
  );
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
    // 2025-01-05 to 2027-01-05 reads as its length.
    expect(within(dialog).getByRole('combobox', { name: 'Length' })).toHaveTextContent('2 years');

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

  it("uploads a PDF or an image to 'new' before the warranty exists, and checks the file", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pdf = {
      id: 9,
      fileName: 'policy.pdf',
      fileUrl: '/api/files/w/9.pdf',
      fileType: 'application/pdf',
      thumbnailUrl: '/api/files/w/9-page.jpg',
      uploadedAt: '',
    };
    const photo = {
      id: 10,
      fileName: 'receipt.png',
      fileUrl: '/api/files/w/10.jpg',
      fileType: 'image/jpeg',
      thumbnailUrl: null,
      uploadedAt: '',
    };
    const { user, requestsTo } = openDialog({
      'GET /api/warranties': { body: null },
      'POST /api/warranties/new/documents': [{ status: 201, body: pdf }, { status: 201, body: photo }, { status: 500 }],
    });
    const input = await screen.findByLabelText('Upload Document');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf,image/*');

    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please upload a PDF or an image file')).toBeInTheDocument();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('Please upload a file smaller than 10MB')).toBeInTheDocument();
    expect(requestsTo('POST /api/warranties/new/documents')).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.7'], 'policy.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    const body = await requestsTo('POST /api/warranties/new/documents')[0].text();
    expect(body).toMatch(/name="file"; filename="[^"]*"\r\nContent-Type: application\/pdf/);
    expect(body).toMatch(/name="equipmentId"\r\n\r\n7/);
    // The PDF shows as its first page and opens in a new tab; the photo shows as its own thumbnail.
    const pdfLink = screen.getByRole('link', { name: 'policy.pdf' });
    expect(pdfLink).toHaveAttribute('href', '/api/files/w/9.pdf');
    expect(pdfLink).toHaveAttribute('target', '_blank');
    expect(within(pdfLink).getByTestId('pdf-thumbnail')).toHaveAttribute('src', '/api/files/w/9-page.jpg');

    await user.upload(input, new File(['x'], 'receipt.png', { type: 'image/png' }));
    const photoLink = await screen.findByRole('link', { name: 'receipt.png' });
    expect(photoLink.querySelector('img')).toHaveAttribute('src', '/api/files/w/10.jpg');
    expect(within(photoLink).queryByTestId('pdf-icon')).not.toBeInTheDocument();

    await user.upload(input, new File(['x'], 'more.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
  });

  it('starts a new warranty at the installation date and sets the end from the chosen length', async () => {
    const { user, requestsTo } = openDialog(
      {
        'GET /api/warranties': [{ body: null }, { body: aWarranty() }],
        'POST /api/warranties': { status: 201, body: aWarranty() },
      },
      '2021',
    );
    const dialog = screen.getByRole('dialog', { name: /Manage Warranty/ });
    expect(await within(dialog).findByRole('button', { name: 'Start Date: January 1, 2021' })).toBeInTheDocument();
    expect(within(dialog).getByText('From the installation date')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'End Date: January 1, 2021' })).toBeInTheDocument();

    const length = within(dialog).getByRole('combobox', { name: 'Length' });
    await user.click(length);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Custom', '1 year', '2 years', '3 years', '5 years', '6 years', '10 years', 'Lifetime']);
    await user.click(screen.getByRole('option', { name: '5 years' }));
    expect(within(dialog).getByRole('button', { name: 'End Date: January 1, 2026' })).toBeInTheDocument();

    await user.click(length);
    await user.click(screen.getByRole('option', { name: 'Lifetime' }));
    expect(within(dialog).queryByRole('button', { name: /^End Date/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Lifetime', { selector: 'p' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Warranty' }));
    expect(await screen.findByText('Warranty added successfully')).toBeInTheDocument();
    expect(await requestsTo('POST /api/warranties')[0].json()).toMatchObject({
      startDate: '2021-01-01',
      endDate: '9999-12-31',
    });
  });

  it.each([
    ['2019-06-15', 'June 15, 2019'],
    ['2018-03', 'March 1, 2018'],
    ['', today],
    ['about 2010', today],
  ])('starts a new warranty from the installation date %j: %s', async (installationDate, shown) => {
    openDialog({ 'GET /api/warranties': { body: null } }, installationDate);
    expect(await screen.findByRole('button', { name: `Start Date: ${shown}` })).toBeInTheDocument();
  });

  it('shows a lifetime warranty as Lifetime, and a PDF without a first-page picture as an icon', async () => {
    openDialog({
      'GET /api/warranties': {
        body: aWarranty({
          endDate: '9999-12-31',
          documents: [
            {
              id: 4,
              fileName: 'policy.pdf',
              fileUrl: '/api/files/w/4.pdf',
              fileType: 'application/pdf',
              thumbnailUrl: null,
              uploadedAt: '',
            },
          ],
        }),
      },
    });
    expect(await screen.findByText('Lifetime')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'policy.pdf' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByTestId('pdf-icon')).toBeInTheDocument();
  });
});
