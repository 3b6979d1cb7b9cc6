import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { OverviewTab } from './OverviewTab';

const overview = {
  users: 412,
  homes: 380,
  equipment: 2951,
  labelReads: { last7Days: 40, complete: 30 },
  support: { open: 6, waitingOver24h: 2 },
  lastBackupAt: null,
};

/** The figure's texts (label, value, detail) of the card labelled `label`. */
function figure(label: string): string[] {
  const card = screen.getByText(label, { selector: 'dt' }).parentElement!;
  return [...card.children].map((child) => child.textContent ?? '');
}

describe('OverviewTab', () => {
  it("shows the server's counts, the share of complete label reads and the support waits", async () => {
    const { requestsTo } = mockFetch({ 'GET /api/admin/overview': { body: overview } });
    renderWithProviders(<OverviewTab />);

    const list = await screen.findByLabelText('Instance overview');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Users', 'Homes', 'Equipment', 'Label reads (7 days)', 'Open support threads', 'Last backup']);
    expect(figure('Users')).toEqual(['Users', '412']);
    expect(figure('Equipment')).toEqual(['Equipment', '2951']);
    expect(figure('Label reads (7 days)')).toEqual(['Label reads (7 days)', '40', '75% read completely']);
    expect(figure('Open support threads')).toEqual(['Open support threads', '6', '2 waiting over 24 h']);
    expect(figure('Last backup')).toEqual(['Last backup', 'None yet']);
    expect(requestsTo('GET /api/admin/overview')).toHaveLength(1);
  });

  it('shows no share when nothing was read', async () => {
    mockFetch({
      'GET /api/admin/overview': { body: { ...overview, labelReads: { last7Days: 0, complete: 0 } } },
    });
    renderWithProviders(<OverviewTab />);
    await screen.findByLabelText('Instance overview');
    expect(figure('Label reads (7 days)')).toEqual(['Label reads (7 days)', '0', 'No label read this week']);
  });

  it('offers Retry when the counts cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/overview': { status: 500, body: { statusCode: 500, message: 'Database unavailable' } },
    });
    renderWithProviders(<OverviewTab />);
    expect(await screen.findByText('500: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
