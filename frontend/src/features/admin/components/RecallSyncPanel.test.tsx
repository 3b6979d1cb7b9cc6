import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { RecallSyncPanel } from './RecallSyncPanel';

const cpsc = {
  source: 'cpsc',
  label: 'US CPSC',
  enabled: true,
  lastAttemptAt: '2030-03-01T06:00:00.000Z',
  lastSuccessAt: '2030-03-01T06:00:00.000Z',
  nextAttemptAt: '2030-03-02T06:00:00.000Z',
  result: 'ok',
  error: null,
  consecutiveFailures: 0,
  fetched: 12,
  inserted: 3,
  updated: 1,
  durationMs: 900,
  recallCount: 9812,
};
const healthCanada = {
  ...cpsc,
  source: 'health-canada',
  label: 'Health Canada',
  lastAttemptAt: '2030-03-01T07:00:00.000Z',
  result: 'failed',
  error: { code: 'recalls.feed-timeout', message: 'the feed did not answer in time' },
  consecutiveFailures: 2,
  recallCount: 40,
};

describe('RecallSyncPanel', () => {
  it("shows each source's last sync and failure, and runs Sync now", async () => {
    const later = { ...cpsc, lastAttemptAt: '2030-03-01T08:00:00.000Z', inserted: 0 };
    const { requestsTo } = mockFetch({
      'GET /api/admin/recalls/sync': [
        { body: { intervalSeconds: 86400, sources: [cpsc, healthCanada] } },
        { body: { intervalSeconds: 86400, sources: [later, healthCanada] } },
      ],
      'POST /api/admin/recalls/sync': { status: 202, body: { intervalSeconds: 86400, sources: [cpsc, healthCanada] } },
    });
    renderWithProviders(<RecallSyncPanel />);

    const us = await screen.findByRole('listitem', { name: 'US CPSC' });
    expect(within(us).getByText('OK')).toBeInTheDocument();
    expect(within(us).getByText('9812 recalls')).toBeInTheDocument();
    expect(within(us).getByText(/12 read, 3 new, 1 changed/)).toBeInTheDocument();
    const canada = screen.getByRole('listitem', { name: 'Health Canada' });
    expect(within(canada).getByText('Failing')).toBeInTheDocument();
    expect(within(canada).getByText(/2 in a row.*did not answer in time/)).toBeInTheDocument();
    expect(screen.getByText('Synced every 24 h.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(requestsTo('POST /api/admin/recalls/sync')).toHaveLength(1);
    expect(
      await within(screen.getByRole('listitem', { name: 'US CPSC' })).findByText(/12 read, 0 new/),
    ).toBeInTheDocument();
  });

  it('says when no feed is switched on', async () => {
    mockFetch({ 'GET /api/admin/recalls/sync': { body: { intervalSeconds: 0, sources: [] } } });
    renderWithProviders(<RecallSyncPanel />);
    expect(await screen.findByText(/No recall feed is switched on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });
});
