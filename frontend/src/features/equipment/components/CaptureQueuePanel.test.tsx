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

  it("whose equipment was deleted: falls back to 'Create equipment'", async () => {
    queueOf([{ ...readPhoto, link: { equipmentId: 42, homeId: 5 } }]);
    const { user, requestsTo } = openPanel({ 'GET /api/equipment': { body: [] } });

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    await user.click(await within(row).findByRole('button', { name: 'Create equipment' }));

    expect(await screen.findByRole('dialog', { name: 'Add New Equipment' })).toBeInTheDocument();
    expect(requestsTo('GET /api/equipment').length).toBeGreaterThan(0);
    expect(within(row).queryByRole('button', { name: 'Fill in details' })).not.toBeInTheDocument();
    expect(within(row).queryByText(/^For /)).not.toBeInTheDocument();
  });

  it("without a link (a scan's photo) it offers 'Create equipment' and asks for no equipment list", async () => {
    queueOf([readPhoto]);
    const { requestsTo } = openPanel({});

    const row = await screen.findByRole('listitem', { name: 'Label photo label.jpg' });
    expect(within(row).getByRole('button', { name: 'Create equipment' })).toBeInTheDocument();
    expect(requestsTo('GET /api/equipment')).toHaveLength(0);
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
