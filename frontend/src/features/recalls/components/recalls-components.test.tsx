import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { EquipmentRecall } from '../recalls';
import { RecallBadge } from './RecallBadge';
import { RecallsDialog } from './RecallsDialog';

const recall = (overrides: Partial<EquipmentRecall>): EquipmentRecall => ({
  id: 7,
  title: 'Rheem Recalls Gas Water Heaters Due to Fire Hazard',
  hazard: 'The gas valve can leak, posing a fire hazard.',
  remedy: 'Repair',
  consumerContact: 'Rheem toll-free at 800-555-0100',
  url: 'https://www.cpsc.gov/Recalls/2020/rheem',
  date: '2020-03-05',
  level: 'match',
  why: ['Brand Rheem is the recall’s manufacturer Rheem', 'Model XG40T06EC36U1 is named in the recall'],
  status: 'open',
  ...overrides,
});

describe('RecallBadge', () => {
  it('reads "Recall" for a match and "Possible recall" for a possible one, nothing without open recalls', async () => {
    const onOpen = vi.fn();
    const { rerender, user } = renderWithProviders(
      <RecallBadge badge={{ equipmentId: 1, level: 'match', count: 1 }} equipmentName="Water Heater" onOpen={onOpen} />,
    );
    const badge = screen.getByRole('button', { name: /^Recall: see the safety recalls for Water Heater/ });
    expect(badge).toHaveTextContent('Recall');
    await user.click(badge);
    expect(onOpen).toHaveBeenCalledTimes(1);

    rerender(
      <RecallBadge
        badge={{ equipmentId: 1, level: 'possible', count: 2 }}
        equipmentName="Water Heater"
        onOpen={onOpen}
      />,
    );
    expect(screen.getByRole('button', { name: /^Possible recall \(2\)/ })).toHaveTextContent('Possible recall (2)');

    rerender(<RecallBadge badge={undefined} equipmentName="Water Heater" onOpen={onOpen} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('RecallsDialog', () => {
  it('shows the recall’s facts and why it matched, and "Not my unit" posts the answer', async () => {
    const { requestsTo } = mockFetch({
      'GET /api/equipment/3/recalls': [
        { body: [recall({}), recall({ id: 8, title: 'Older recall', status: 'remedy_done', date: '2018-01-02' })] },
        { body: [recall({ status: 'not_mine' }), recall({ id: 8, title: 'Older recall', status: 'remedy_done' })] },
      ],
      'POST /api/equipment/3/recalls/7/not-mine': { body: recall({ status: 'not_mine' }) },
    });
    const { user } = renderWithProviders(
      <RecallsDialog equipmentId={3} equipmentName="Water Heater" open onClose={() => undefined} />,
    );
    const item = await screen.findByRole('listitem', { name: 'Rheem Recalls Gas Water Heaters Due to Fire Hazard' });
    expect(within(item).getByText('Recall')).toBeInTheDocument();
    expect(within(item).getByText(/The gas valve can leak/)).toBeInTheDocument();
    expect(within(item).getByText(/800-555-0100/)).toBeInTheDocument();
    expect(within(item).getByText('Mar 5, 2020')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Read the recall notice' })).toHaveAttribute(
      'href',
      'https://www.cpsc.gov/Recalls/2020/rheem',
    );
    expect(within(item).getByText('Model XG40T06EC36U1 is named in the recall')).toBeInTheDocument();
    // The answered one shows its answer and no buttons.
    const older = screen.getByRole('listitem', { name: 'Older recall' });
    expect(within(older).getByText('Remedy done')).toBeInTheDocument();
    expect(within(older).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Not my unit' }));
    await waitFor(() => expect(requestsTo('POST /api/equipment/3/recalls/7/not-mine')).toHaveLength(1));
    const answered = await screen.findByRole('listitem', {
      name: 'Rheem Recalls Gas Water Heaters Due to Fire Hazard',
    });
    await waitFor(() => expect(within(answered).getByText('You said: not your unit')).toBeInTheDocument());
    expect(within(answered).queryByRole('button', { name: 'Not my unit' })).not.toBeInTheDocument();
  });

  it('has no answers for a viewer, and says so when there is no recall', async () => {
    mockFetch({ 'GET /api/equipment/3/recalls': { body: [recall({ level: 'possible' })] } });
    const viewer = renderWithProviders(
      <RecallsDialog equipmentId={3} equipmentName="Water Heater" open onClose={() => undefined} readOnly />,
    );
    const item = await screen.findByRole('listitem', { name: 'Rheem Recalls Gas Water Heaters Due to Fire Hazard' });
    expect(within(item).getByText('Possible recall')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Remedy done' })).not.toBeInTheDocument();
    viewer.unmount();

    mockFetch({ 'GET /api/equipment/4/recalls': { body: [] } });
    renderWithProviders(<RecallsDialog equipmentId={4} equipmentName="Dryer" open onClose={() => undefined} />);
    expect(await screen.findByText('No safety recalls found for this equipment.')).toBeInTheDocument();
  });
});
