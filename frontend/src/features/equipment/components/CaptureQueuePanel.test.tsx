import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { aUser } from '../../../test/users';
import { CaptureQueue, type QueuedCapture } from '../capture-queue';
import { aRheemLabel, anEquipment } from '../equipment.fixtures';
import { CaptureQueuePanel, captureStateText } from './CaptureQueuePanel';

const rheemLabel = aRheemLabel({
  estimatedAge: { years: null, confidence: 'low', details: '', alternatives: [], ruleId: null },
});
const readPhoto: QueuedCapture = {
  id: 4,
  photo: new Blob(['x'], { type: 'image/jpeg' }),
  name: 'label.jpg',
  takenAt: 0,
  state: 'read',
  analysis: rheemLabel,
  reasons: null,
  problem: null,
};
/** Saved from Add New Equipment with only a name and notes typed, while the photo waited. */
const saved = anEquipment({ id: 42, homeId: 5, name: 'Basement water heater', notes: 'Behind the stairs' });

/** The queue's IndexedDB (none in jsdom) as a list; a real one in capture.e2e.ts. */
function queueOf(items: QueuedCapture[]) {
  const removed: number[] = [];
  vi.spyOn(CaptureQueue.prototype, 'list').mockImplementation(async () =>
    items.filter((item) => !removed.includes(item.id)),
  );
  vi.spyOn(CaptureQueue.prototype, 'update').mockImplementation(async () => {});
  vi.spyOn(CaptureQueue.prototype, 'remove').mockImplementation(async (id: number) => {
    removed.push(id);
  });
  return removed;
}

function openPanel(routes: MockRoutes) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser({ id: 7 }) },
    'GET /api/homes': { body: [aHome({ id: 5 })] },
    ...routes,
  });
  renderWithProviders(<CaptureQueuePanel homeId={5} />);
  return { ...backend, user: userEvent.setup() };
}

describe('a read photo taken for an equipment (linked)', () => {
  it("offers 'Fill in details' for that equipment: Edit Equipment fills only its empty fields, saved it leaves the queue", async () => {
    const removed = queueOf([{ ...readPhoto, link: { equipmentId: 42, homeId: 5 } }]);
    const { user, requestsTo } = openPanel({
      'GET /api/equipment': { body: [saved] },
      'GET /api/equipment/42': { body: saved },
      'PATCH /api/equipment/42': { body: { ...saved, completed: true } },
      'POST /api/equipment/42/photos': { body: saved },
    });

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    expect(within(row).getByText('Read: Rheem Gas Water Heater')).toBeInTheDocument();
    expect(await within(row).findByText('For Basement water heater')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Create equipment' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Fill in details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Equipment' });
    expect(within(dialog).getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Basement water heater');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Behind the stairs');
    expect(within(dialog).getByRole('textbox', { name: 'Brand' })).toHaveValue('Rheem');
    expect(within(dialog).getByRole('textbox', { name: 'Serial Number' })).toHaveValue('Q051512345');
    await user.click(within(dialog).getByRole('button', { name: 'Update Equipment' }));

    expect(await screen.findByText('Equipment updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(removed).toEqual([4]));
    expect(requestsTo('POST /api/equipment')).toHaveLength(0);
    expect(await requestsTo('PATCH /api/equipment/42')[0].json()).toMatchObject({
      name: 'Basement water heater',
      notes: 'Behind the stairs',
      brand: 'Rheem',
      modelNumber: 'XG50T06EC36U1',
      serialNumber: 'Q051512345',
      type: 'Gas Water Heater',
    });
  });

  it("whose equipment was moved to another home since: 'Fill in details' for it where it is now, as it is now", async () => {
    // Taken for home 5's record; since then renamed and moved to home 6 (which home 5's list no longer shows).
    const moved = { ...saved, homeId: 6, name: 'Garage water heater' };
    const removed = queueOf([{ ...readPhoto, link: { equipmentId: 42, homeId: 5 } }]);
    const { user, requestsTo } = openPanel({
      'GET /api/homes': { body: [aHome({ id: 5 }), aHome({ id: 6, name: 'Lake cabin' })] },
      // Each home's list (the dialog's rooms ask for the one it is in): home 5's no longer has it.
      'GET /api/equipment': (request) => ({
        body: new URL(request.url).searchParams.get('homeId') === '6' ? [moved] : [],
      }),
      'GET /api/equipment/42': { body: moved },
      'PATCH /api/equipment/42': { body: { ...moved, completed: true } },
      'POST /api/equipment/42/photos': { body: moved },
    });

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    expect(await within(row).findByText('For Garage water heater')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Create equipment' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Fill in details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Equipment' });
    expect(within(dialog).getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Garage water heater');
    expect(within(dialog).getByRole('textbox', { name: 'Brand' })).toHaveValue('Rheem');
    await user.click(within(dialog).getByRole('button', { name: 'Update Equipment' }));

    expect(await screen.findByText('Equipment updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(removed).toEqual([4]));
    expect(requestsTo('POST /api/equipment')).toHaveLength(0);
    // Filled in where it is now: the move is not undone.
    expect(await requestsTo('PATCH /api/equipment/42')[0].json()).toMatchObject({
      name: 'Garage water heater',
      homeId: 6,
      brand: 'Rheem',
      serialNumber: 'Q051512345',
    });
  });

  it('whose equipment is now in a home this user may only view: names it, offers neither Fill in nor Create', async () => {
    const viewOnly = { ...saved, homeId: 6, name: 'Garage water heater' };
    queueOf([{ ...readPhoto, link: { equipmentId: 42, homeId: 5 } }]);
    openPanel({
      'GET /api/homes': { body: [aHome({ id: 5 }), aHome({ id: 6, name: 'Lake cabin', access: 'viewer' })] },
      'GET /api/equipment': { body: [] },
      'GET /api/equipment/42': { body: viewOnly },
    });

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    expect(await within(row).findByText('For Garage water heater (you can only view it now)')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Fill in details' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Create equipment' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it("whose equipment is gone (404: deleted, or no longer readable by this user): falls back to 'Create equipment'", async () => {
    queueOf([{ ...readPhoto, link: { equipmentId: 42, homeId: 5 } }]);
    const { user, requestsTo } = openPanel({
      'GET /api/equipment': { body: [] },
      'GET /api/equipment/42': { status: 404, body: { statusCode: 404, message: 'Equipment not found' } },
    });

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    await user.click(await within(row).findByRole('button', { name: 'Create equipment' }));

    expect(await screen.findByRole('dialog', { name: 'Add New Equipment' })).toBeInTheDocument();
    expect(requestsTo('GET /api/equipment/42')).toHaveLength(1);
    expect(within(row).queryByRole('button', { name: 'Fill in details' })).not.toBeInTheDocument();
    expect(within(row).queryByText(/^For /)).not.toBeInTheDocument();
  });

  it("whose look-up failed otherwise (a server error) offers 'Try again', never 'Create equipment'", async () => {
    queueOf([{ ...readPhoto, link: { equipmentId: 42, homeId: 5 } }]);
    const { user, requestsTo } = openPanel({
      'GET /api/equipment/42': [{ status: 503, body: { statusCode: 503, message: 'Unavailable' } }, { body: saved }],
    });

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    await user.click(await within(row).findByRole('button', { name: 'Try again' }));

    expect(await within(row).findByRole('button', { name: 'Fill in details' })).toBeInTheDocument();
    expect(within(row).getByText('For Basement water heater')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Create equipment' })).not.toBeInTheDocument();
    expect(requestsTo('GET /api/equipment/42')).toHaveLength(2);
  });

  it("without a link (a scan's photo) it offers 'Create equipment' and asks for no equipment", async () => {
    queueOf([readPhoto]);
    const { fetchMock } = openPanel({});

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    expect(within(row).getByRole('button', { name: 'Create equipment' })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/equipment'))).toEqual([]);
  });
});

const waiting: QueuedCapture = {
  id: 1,
  photo: new Blob(['x'], { type: 'image/jpeg' }),
  name: 'label.jpg',
  takenAt: 0,
  state: 'waiting',
  analysis: null,
  reasons: null,
  problem: null,
};

describe('the capture queue rows', () => {
  it('say what each state means', () => {
    expect(captureStateText(waiting)).toBe('Waiting for the network');
    expect(captureStateText({ ...waiting, state: 'reading' })).toBe('Reading the label...');
    const analysis = {
      suggestedName: 'Rheem Gas Water Heater',
      brand: 'Rheem',
      modelNumber: null,
      serialNumber: null,
      equipmentType: null,
      estimatedAge: { years: null, confidence: 'low' as const, details: '', alternatives: [], ruleId: null },
    };
    expect(captureStateText({ ...waiting, state: 'read', analysis })).toBe('Read: Rheem Gas Water Heater');
    expect(
      captureStateText({ ...waiting, state: 'read', analysis: { ...analysis, suggestedName: null, brand: null } }),
    ).toBe('Read: no details found');
    expect(
      captureStateText({ ...waiting, state: 'unreadable', reasons: ['dark'], problem: 'Too dark — turn on the flash' }),
    ).toBe('Could not be read: Too dark — turn on the flash');
    expect(captureStateText({ ...waiting, state: 'failed', problem: 'Failed to analyze image' })).toBe(
      'Failed: Failed to analyze image',
    );
  });
});
