import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { BackupsPanel, formatBytes } from './BackupsPanel';

const success = {
  name: 'home-book-20261128T030000Z-a1b2c3.zip',
  createdAt: '2026-11-28T03:00:04.000Z',
  sizeBytes: 1_234_567,
  result: 'success',
  trigger: 'schedule',
  error: null,
};
const failure = {
  name: 'home-book-20261127T030000Z-d4e5f6.zip',
  createdAt: '2026-11-27T03:00:01.000Z',
  sizeBytes: null,
  result: 'failed',
  trigger: 'schedule',
  error: 'ENOSPC: no space left on device',
};
const listed = {
  backups: [success, failure],
  schedule: '0 3 * * *',
  nextRunAt: '2026-11-29T03:00:00.000Z',
  lastSuccessAt: success.createdAt,
  lastFailure: { at: failure.createdAt, error: failure.error },
};

describe('BackupsPanel', () => {
  it('lists backups with size, result and a download, the schedule, and the last failure', async () => {
    mockFetch({ 'GET /api/admin/backups': { body: listed } });
    renderWithProviders(<BackupsPanel />);
    const list = await screen.findByRole('list', { name: 'Backups' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1.2 MB · scheduled');
    const download = within(rows[0]).getByRole('link', { name: /Download backup/ });
    expect(download).toHaveAttribute('href', `/api/admin/backups/${success.name}`);
    expect(rows[1]).toHaveTextContent('Failed: ENOSPC: no space left on device');
    expect(within(rows[1]).queryByRole('link')).toBeNull();
    expect(screen.getByText(/Scheduled: 0 3 \* \* \* \(UTC\) · next run/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ENOSPC: no space left on device');
  });

  it('backs up now and shows the new backup', async () => {
    const { requestsTo } = mockFetch({
      'GET /api/admin/backups': [
        { body: { ...listed, backups: [], lastSuccessAt: null, lastFailure: null } },
        { body: { ...listed, backups: [{ ...success, trigger: 'manual' }], lastFailure: null } },
      ],
      'POST /api/admin/backups': { status: 201, body: { ...success, trigger: 'manual' } },
    });
    renderWithProviders(<BackupsPanel />);
    expect(await screen.findByText('No backup yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    const list = await screen.findByRole('list', { name: 'Backups' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('1.2 MB · on demand');
    expect(requestsTo('POST /api/admin/backups')).toHaveLength(1);
  });

  it('says when scheduled backups are off, and shows a failed "Back up now"', async () => {
    mockFetch({
      'GET /api/admin/backups': { body: { ...listed, schedule: null, nextRunAt: null, lastFailure: null } },
      'POST /api/admin/backups': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    renderWithProviders(<BackupsPanel />);
    expect(await screen.findByText('Scheduled backups are off (BACKUP_SCHEDULE=off)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('formats sizes', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(52_300_000)).toBe('52.3 MB');
  });
});
