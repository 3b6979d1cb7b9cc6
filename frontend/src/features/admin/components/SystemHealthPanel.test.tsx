import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { SystemHealthPanel, uptimeText } from './SystemHealthPanel';

const system = {
  status: 'ok',
  parts: [
    { part: 'database', state: 'up', detail: 'Postgres' },
    { part: 'queue', state: 'up', detail: 'BullMQ on Redis' },
    { part: 'object storage', state: 'up', detail: 'S3 bucket home-book' },
    { part: 'mail', state: 'up', detail: 'SMTP server' },
    { part: 'label readers', state: 'up', detail: 'OCR runs in the workers; no Gemini (offline only)' },
  ],
  queues: [
    { queue: 'mail.send', waiting: 2, active: 1, failed: 0 },
    { queue: 'vision.analyze', waiting: 0, active: 0, failed: 3 },
  ],
  workers: [
    {
      workerId: 'worker-a:41',
      kind: 'worker',
      lastBeatAt: '2026-11-28T09:00:00.000Z',
      expiresAt: '2026-11-28T09:00:15.000Z',
    },
  ],
  uptimeSeconds: 7_500,
  version: '0.3.0',
  schema: { version: 1795847406651, migration: 'UserDisabled1795847406651' },
  checkedAt: '2026-11-28T09:00:05.000Z',
};

describe('SystemHealthPanel', () => {
  it('shows each part with its state, the queue depths, the workers and the versions', async () => {
    mockFetch({ 'GET /api/admin/system': { body: system } });
    renderWithProviders(<SystemHealthPanel />);

    expect(await screen.findByText('Every part is working.')).toBeInTheDocument();
    const parts = within(screen.getByRole('list', { name: 'Parts' })).getAllByRole('listitem');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual([
      'database',
      'queue',
      'object storage',
      'mail',
      'label readers',
    ]);
    expect(within(parts[2]).getByText('Object storage')).toBeInTheDocument();
    expect(within(parts[2]).getByText('up')).toBeInTheDocument();
    expect(within(parts[2]).getByText('S3 bucket home-book')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Queue depths' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'QueueWaitingActiveFailed',
      'mail.send210',
      'vision.analyze003',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Workers' })).getByText(/worker-a:41: last heartbeat/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Versions')).toHaveTextContent(
      'Version 0.3.0 · schema UserDisabled1795847406651 · up 2 h 5 min',
    );
  });

  it('says when a part is down, with its reason, and when no worker consumes', async () => {
    mockFetch({
      'GET /api/admin/system': {
        body: {
          ...system,
          status: 'degraded',
          parts: [{ part: 'object storage', state: 'down', detail: 'S3 bucket home-book: connect ECONNREFUSED' }],
          queues: null,
          workers: [],
        },
      },
    });
    renderWithProviders(<SystemHealthPanel />);
    expect(await screen.findByText('A part is down: see below.')).toBeInTheDocument();
    expect(screen.getByText('down')).toBeInTheDocument();
    expect(screen.getByText('S3 bucket home-book: connect ECONNREFUSED')).toBeInTheDocument();
    expect(screen.getByText('The queues cannot be read now.')).toBeInTheDocument();
    expect(screen.getByText('No worker is consuming the queues.')).toBeInTheDocument();
  });

  it('names the in-process runner on the embedded default', async () => {
    mockFetch({
      'GET /api/admin/system': {
        body: { ...system, workers: [{ ...system.workers[0], workerId: 'laptop:7', kind: 'in-process' }] },
      },
    });
    renderWithProviders(<SystemHealthPanel />);
    expect(await screen.findByText('Jobs run inside the app process (laptop:7)')).toBeInTheDocument();
  });

  it('asks again on Refresh', async () => {
    const { requestsTo } = mockFetch({ 'GET /api/admin/system': { body: system } });
    renderWithProviders(<SystemHealthPanel />);
    await screen.findByText('Every part is working.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(requestsTo('GET /api/admin/system')).toHaveLength(2));
  });

  it('offers Retry when the report cannot be loaded', async () => {
    mockFetch({ 'GET /api/admin/system': { status: 500, body: { statusCode: 500, message: 'Server error' } } });
    renderWithProviders(<SystemHealthPanel />);
    expect(await screen.findByText('500: Server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('writes uptime in its two largest units', () => {
    expect(uptimeText(40)).toBe('40 s');
    expect(uptimeText(600)).toBe('10 min');
    expect(uptimeText(7_500)).toBe('2 h 5 min');
    expect(uptimeText(3 * 86_400 + 4 * 3_600 + 59)).toBe('3 d 4 h');
  });
});
