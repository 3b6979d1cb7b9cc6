import { screen, waitFor, within } from '@testing-library/react';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser, notLoggedIn } from '../../../test/users';
import { anEquipment } from '../../equipment/equipment.fixtures';
import { exportJobPolling } from '../api';

const home = aHome({ id: 5, name: 'Lake House' });
const furnace = anEquipment({ id: 1, name: 'Furnace', completed: true });
const heater = anEquipment({ id: 2, name: 'Water Heater', completed: false });

const homeRoutes: MockRoutes = {
  'GET /api/user': { body: aUser() },
  'GET /api/homes/5': { body: home },
  'GET /api/homes': { body: [home] },
  'GET /api/equipment': { body: [furnace, heater] },
};

describe('home page: export, home book and QR labels', () => {
  it('links the export and opens the chosen label sheet', async () => {
    mockFetch(homeRoutes);
    const { user } = renderApp('/homes/5');
    const exportLink = await screen.findByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute('href', '/api/homes/5/export');
    expect(screen.getByRole('button', { name: 'Download home book (PDF)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print QR labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print QR labels' });
    expect(within(dialog).getByRole('link', { name: 'Open labels' })).toHaveAttribute(
      'href',
      '/api/homes/5/labels.pdf?paper=letter&layout=avery-5160',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Paper' }));
    await user.click(await screen.findByRole('option', { name: 'A4' }));
    expect(within(dialog).getByRole('link', { name: 'Open labels' })).toHaveAttribute(
      'href',
      '/api/homes/5/labels.pdf?paper=a4&layout=avery-l7160',
    );
  });

  it("shows the server's message when the home book fails", async () => {
    mockFetch({
      ...homeRoutes,
      'GET /api/homes/5/book.pdf': {
        status: 500,
        body: { statusCode: 500, message: 'Failed to generate PDF. Please try again.' },
      },
    });
    const { user } = renderApp('/homes/5');
    await user.click(await screen.findByRole('button', { name: 'Download home book (PDF)' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
  });

  it("opens the equipment of a QR label's link: its card and its dialog", async () => {
    mockFetch(homeRoutes);
    const { router } = renderApp('/homes/5?equipment=2');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Equipment' });
    expect(within(dialog).getByDisplayValue('Water Heater')).toBeInTheDocument();
    // Consumed: closing the dialog does not open it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('after login, returns to the link that needed it', async () => {
    mockFetch({ ...homeRoutes, 'GET /api/user': notLoggedIn, 'POST /api/login': { body: aUser() } });
    const { user, router } = renderApp('/homes/5?equipment=2');
    await screen.findByRole('tab', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth');
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Equipment' });
    expect(within(dialog).getByDisplayValue('Water Heater')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homes/5');
  });
});

describe('profile: export all my data and import', () => {
  const archive = () => new File([new Uint8Array([80, 75, 3, 4])], 'export.zip', { type: 'application/zip' });

  const job = { id: '0c0e7a52-7c5f-4a4e-9d1e-5b8f1c2d3e4f', bytes: 0 };
  let clicked: string[];
  beforeEach(() => {
    exportJobPolling.intervalMs = 5;
    clicked = [];
    // The browser's own download of the finished zip: recorded instead of navigating.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
  });
  afterEach(() => {
    exportJobPolling.intervalMs = 1000;
    vi.restoreAllMocks();
  });

  it('builds the export in a job, shows its progress, then downloads it', async () => {
    const finished = deferredReply();
    const { requestsTo } = mockFetch({
      'GET /api/user': { body: aUser() },
      'POST /api/export/jobs': { status: 202, body: { ...job, status: 'queued', filesDone: 0, filesTotal: 0 } },
      [`GET /api/export/jobs/${job.id}`]: [
        { body: { ...job, status: 'running', filesDone: 3, filesTotal: 10 } },
        finished.responder,
      ],
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByText('Preparing your export… 3 of 10 files')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Preparing your export' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('button', { name: 'Export all my data' })).toBeDisabled();
    expect(clicked).toEqual([]);
    finished.release({ body: { ...job, status: 'done', filesDone: 10, filesTotal: 10, bytes: 4096 } });
    const again = await screen.findByRole('link', { name: 'Download it again' });
    expect(again).toHaveAttribute('href', `/api/export/jobs/${job.id}/download`);
    expect(clicked).toEqual([`/api/export/jobs/${job.id}/download`]);
    expect(screen.queryByRole('progressbar', { name: 'Preparing your export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all my data' })).toBeEnabled();
    expect(requestsTo('POST /api/export/jobs')).toHaveLength(1);
  });

  it('says so when the export fails', async () => {
    mockFetch({
      'GET /api/user': { body: aUser() },
      'POST /api/export/jobs': { status: 202, body: { ...job, status: 'queued', filesDone: 0, filesTotal: 0 } },
      [`GET /api/export/jobs/${job.id}`]: { body: { ...job, status: 'failed', filesDone: 2, filesTotal: 10 } },
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByText('The export failed. Please try again.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('shows progress while importing, then the counts', async () => {
    const reply = deferredReply();
    const { requestsTo } = mockFetch({ 'GET /api/user': { body: aUser() }, 'POST /api/import': reply.responder });
    const { user } = renderApp('/profile');
    await screen.findByRole('button', { name: 'Export all my data' });
    await user.upload(screen.getByTestId('import-archive-input'), archive());
    expect(await screen.findByRole('button', { name: 'Importing...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Importing' })).toBeInTheDocument();
    reply.release({
      status: 201,
      body: {
        imported: {
          homes: 2,
          equipment: 4,
          photos: 7,
          warranties: 1,
          warrantyDocuments: 4,
          maintenanceRecords: 1,
          warrantyReminders: 2,
          notificationSettings: 1,
          equipmentReceipts: 2,
          equipmentServiceHistory: 2,
          files: 13,
        },
      },
    });
    expect(
      await screen.findByText(
        'Imported 2 homes, 4 equipment, 7 photos, 1 warranty, 4 warranty documents, 1 maintenance record, 2 receipts and 13 files.',
      ),
    ).toBeInTheDocument();
    const body = await requestsTo('POST /api/import')[0].formData();
    expect(body.get('archive')).toMatchObject({ type: 'application/zip' });
  });

  it("shows the server's reason when an archive is refused", async () => {
    const message = 'This archive was already imported into your account on 2026-11-23; nothing was imported again';
    mockFetch({
      'GET /api/user': { body: aUser() },
      'POST /api/import': { status: 409, body: { statusCode: 409, message, code: 'ALREADY_IMPORTED' } },
    });
    const { user } = renderApp('/profile');
    await screen.findByRole('button', { name: 'Export all my data' });
    await user.upload(screen.getByTestId('import-archive-input'), archive());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
