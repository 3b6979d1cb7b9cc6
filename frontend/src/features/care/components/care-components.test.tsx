// @vitest-environment jsdom
// (Typing a whole date into <input type="date"> / type="month" with user-event sets no value in happy-dom.)
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ChatConnectionProvider } from '../../../shared/socket/ChatConnectionProvider';
import { FakeChatSocket } from '../../../shared/socket/fake-chat-socket';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type {
  AppNotification,
  AttentionItem,
  EquipmentCare,
  MaintenanceRecord,
  NotificationList,
  SupportReply,
} from '../care';
import { AttentionPanel } from './AttentionPanel';
import { EquipmentCareSummary } from './EquipmentCareSummary';
import { MaintenanceDialog } from './MaintenanceDialog';
import { NotificationBell } from './NotificationBell';

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function renderRouted(ui: ReactNode, socket?: FakeChatSocket) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/homes/:id', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  const page = <RouterProvider router={router} />;
  return renderWithProviders(
    socket ? <ChatConnectionProvider createSocket={() => socket}>{page}</ChatConnectionProvider> : page,
  );
}

const attention = (overrides: Partial<AttentionItem>): AttentionItem => ({
  kind: 'incomplete',
  homeId: 1,
  equipmentId: 10,
  dueDate: null,
  title: 'Dryer: details missing',
  detail: 'Add brand, model and photos · Main',
  ...overrides,
});

const notification = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 1,
  kind: 'warranty-expiring',
  title: 'Warranty ending in 10 days: Dishwasher',
  body: 'The warranty of your Dishwasher ends on 2030-06-25. (Main)',
  homeId: 1,
  equipmentId: 10,
  dueDate: '2030-06-25',
  read: false,
  createdAt: '2030-06-15T12:00:00.000Z',
  ...overrides,
});

const supportReply: SupportReply = {
  messageId: 3,
  roomId: 'support:5',
  content: 'We answered.',
  messageType: 'text',
  createdAt: '2030-06-15T12:00:00.000Z',
};

/** GET /api/notifications: nothing unless given. */
const bellList = (overrides: Partial<NotificationList>): NotificationList => ({
  items: [],
  unreadCount: 0,
  attention: [],
  supportReplies: [],
  unreadReplies: 0,
  bellCount: 0,
  ...overrides,
});

describe('AttentionPanel', () => {
  it('shows the server’s items in order with their kind, and opens the equipment of an item', async () => {
    mockFetch({
      'GET /api/attention': {
        body: [
          attention({ kind: 'maintenance-overdue', equipmentId: 7, homeId: 3, title: 'Furnace: maintenance overdue' }),
          attention({ kind: 'warranty-expiring', title: 'Heater: warranty expiring' }),
          attention({ kind: 'maintenance-due', equipmentId: 8, title: 'Boiler: service due' }),
          attention({ title: '25 items to complete' }),
        ],
      },
    });
    const { user } = renderRouted(<AttentionPanel />);
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    const items = within(panel).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Overdue.*Furnace: maintenance overdue/),
      expect.stringMatching(/^Warranty expiring.*Heater/),
      // A service due with unknown history has no date: 'Due', not 'Due soon'.
      expect.stringMatching(/^Due(?! soon).*Boiler: service due/),
      expect.stringMatching(/^Incomplete.*25 items to complete/),
    ]);
    await user.click(items[0]);
    expect(await screen.findByText('At /homes/3?equipment=7')).toBeInTheDocument();
  });

  it('opens the safety recalls of a recall item, not its edit form', async () => {
    mockFetch({
      'GET /api/attention': {
        body: [attention({ kind: 'recall', equipmentId: 9, homeId: 4, title: 'Water Heater: safety recall' })],
      },
    });
    const { user } = renderRouted(<AttentionPanel />);
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    const [item] = within(panel).getAllByRole('button');
    expect(item).toHaveTextContent(/^Recall.*Water Heater: safety recall/);
    await user.click(item);
    expect(await screen.findByText('At /homes/4?recalls=9')).toBeInTheDocument();
  });

  it('shows nothing when there is nothing to do, and at most five items until asked', async () => {
    mockFetch({ 'GET /api/attention': { body: [] } });
    const empty = renderRouted(<AttentionPanel />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument());
    empty.unmount();

    mockFetch({
      'GET /api/attention': {
        body: [1, 2, 3, 4, 5, 6, 7].map((id) => attention({ equipmentId: id, title: `Item ${id}` })),
      },
    });
    const { user } = renderRouted(<AttentionPanel />);
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(panel).getAllByRole('button', { name: /Item/ })).toHaveLength(5);
    await user.click(within(panel).getByRole('button', { name: 'Show all 7' }));
    expect(within(panel).getAllByRole('button', { name: /Item/ })).toHaveLength(7);
  });
});

describe('NotificationBell', () => {
  it('takes new reminders live from the socket, marks read and opens the equipment', async () => {
    const { requestsTo } = mockFetch({
      'GET /api/notifications': { body: bellList({ items: [notification({ read: true, id: 1, title: 'Older' })] }) },
      'POST /api/notifications/2/read': { body: notification({ id: 2, read: true }) },
      'POST /api/notifications/read-all': { body: { unreadCount: 0 } },
    });
    const socket = new FakeChatSocket();
    const { user } = renderRouted(<NotificationBell />, socket);
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    await waitFor(() => expect(socket.count('notification:new')).toBe(1));
    socket.fire('notification:new', notification({ id: 2 }));

    await user.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((entry) => entry.textContent),
      ).toEqual([expect.stringContaining('Warranty ending in 10 days: Dishwasher'), expect.stringContaining('Older')]),
    );
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
    await user.click(within(menu).getAllByRole('menuitem')[0]);
    expect(await screen.findByText('At /homes/1?equipment=10')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST /api/notifications/2/read')).toHaveLength(1));
  });
  it('counts what needs attention and unread support replies; a reply arrives live and opens the support chat', async () => {
    const overdue = attention({ kind: 'maintenance-overdue', equipmentId: 11, title: 'Furnace: maintenance overdue' });
    mockFetch({ 'GET /api/notifications': { body: bellList({ attention: [overdue], bellCount: 1 }) } });
    const socket = new FakeChatSocket();
    const openChat = vi.fn();
    const { user } = renderRouted(<NotificationBell onOpenSupportChat={openChat} />, socket);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    await waitFor(() => expect(socket.count('support:reply')).toBe(1));
    const reply = { messageId: 7, roomId: 'support:5', content: 'A technician comes Monday.', messageType: 'text' };
    socket.fire('support:reply', { ...reply, createdAt: '2030-06-15T12:00:00.000Z' });
    socket.fire('support:reply', { ...reply, createdAt: '2030-06-15T12:00:00.000Z' });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await user.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Support repliedA technician comes Monday.',
      expect.stringContaining('Furnace: maintenance overdue'),
    ]);
    await user.click(entries[0]);
    expect(openChat).toHaveBeenCalledTimes(1);

    await user.click(bell);
    await user.click(await screen.findByRole('menuitem', { name: /Furnace: maintenance overdue/ }));
    expect(await screen.findByText('At /homes/1?equipment=11')).toBeInTheDocument();
  });
  it('opens the safety recalls of a recall in "Needs attention"', async () => {
    const recall = attention({ kind: 'recall', equipmentId: 12, title: 'Dryer: possible safety recall' });
    mockFetch({ 'GET /api/notifications': { body: bellList({ attention: [recall], bellCount: 1 }) } });
    const { user } = renderRouted(<NotificationBell />, new FakeChatSocket());
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Dryer: possible safety recall/ }));
    expect(await screen.findByText('At /homes/1?recalls=12')).toBeInTheDocument();
  });
  it('reads the list again when the socket connects: a notification written before it connected is not missed', async () => {
    mockFetch({
      'GET /api/notifications': [
        { body: bellList({}) },
        { body: bellList({ unreadReplies: 1, bellCount: 1, supportReplies: [supportReply] }) },
      ],
    });
    const socket = new FakeChatSocket();
    renderRouted(<NotificationBell />, socket);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(socket.count('notification:new')).toBe(1));
    // Support replied while no socket was connected; then the socket connects.
    socket.serverConnects();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
  it('connects only once the page has loaded and the browser is idle (not part of the first paint)', async () => {
    mockFetch({ 'GET /api/notifications': { body: bellList({}) } });
    const idleCallbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    try {
      const socket = new FakeChatSocket();
      const created = vi.fn(() => socket);
      renderWithProviders(
        <ChatConnectionProvider createSocket={created}>
          <RouterProvider router={createMemoryRouter([{ path: '/', element: <NotificationBell /> }])} />
        </ChatConnectionProvider>,
      );
      await screen.findByRole('button', { name: 'Notifications' });
      await waitFor(() => expect(requestIdleCallback).toHaveBeenCalled());
      expect(created).not.toHaveBeenCalled();

      act(() => idleCallbacks.forEach((callback) => callback()));
      await waitFor(() => expect(socket.count('notification:new')).toBe(1));
      expect(created).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('EquipmentCareSummary', () => {
  const care = (overrides: Partial<EquipmentCare>): EquipmentCare => ({
    equipmentId: 10,
    intervalMonths: 12,
    intervalSource: 'type',
    typeIntervalMonths: 12,
    maintenance: { nextDue: '2031-01-05', status: 'ok', daysUntilDue: 200, basis: 'last-maintenance' },
    life: { ageYears: 9, lifeYears: 10, status: 'plan-replacement', endOfLife: '2031-01-01' },
    lastServiced: null,
    serviceHistory: 'recorded',
    ...overrides,
  });

  it('shows Overdue, Due soon or the next date, the age and Plan replacement', async () => {
    renderWithProviders(
      <>
        <section aria-label="ok">
          <EquipmentCareSummary care={care({})} />
        </section>
        <section aria-label="overdue">
          <EquipmentCareSummary
            care={care({
              equipmentId: 11,
              maintenance: { nextDue: '2030-01-01', status: 'overdue', daysUntilDue: -5, basis: 'last-maintenance' },
              life: null,
            })}
          />
        </section>
        <section aria-label="unknown">
          <EquipmentCareSummary
            care={care({
              equipmentId: 13,
              maintenance: { nextDue: null, status: 'due', daysUntilDue: null, basis: 'installation' },
              life: null,
              serviceHistory: 'unknown',
            })}
          />
        </section>
        <section aria-label="soon">
          <EquipmentCareSummary
            care={care({
              equipmentId: 12,
              maintenance: { nextDue: '2030-06-20', status: 'due-soon', daysUntilDue: 5, basis: 'scheduled' },
              life: null,
            })}
          />
        </section>
        <section aria-label="none">
          <EquipmentCareSummary care={undefined} />
        </section>
      </>,
    );
    const ok = screen.getByRole('region', { name: 'ok' });
    expect(await within(ok).findByText('Next service Jan 5, 2031')).toBeInTheDocument();
    expect(within(ok).getByText('Age: 9 years of ~10')).toBeInTheDocument();
    expect(within(ok).getByText('Plan replacement')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'overdue' })).getByText('Overdue')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'soon' })).getByText('Due soon')).toBeInTheDocument();
    const unknown = screen.getByRole('region', { name: 'unknown' });
    expect(within(unknown).getByText('Service due')).toBeInTheDocument();
    expect(within(unknown).queryByText(/Overdue|days/)).toBeNull();
    expect(screen.getByRole('region', { name: 'none' })).toBeEmptyDOMElement();
  });
});

describe('MaintenanceDialog', () => {
  const record: MaintenanceRecord = {
    id: 4,
    equipmentId: 10,
    date: '2030-05-01',
    type: 'Annual service',
    description: null,
    cost: 120.5,
    serviceProvider: 'Acme HVAC',
    nextScheduledDate: '2031-05-01',
    attachments: [{ url: '/api/files/users/1/equipment/10/maintenance/a.pdf', kind: 'pdf' }],
    createdAt: '2030-05-01T10:00:00.000Z',
  };

  it('shows the plan and the log, logs new maintenance and overrides the interval', async () => {
    const { requestsTo } = mockFetch({
      'GET /api/equipment/10/maintenance': [{ body: [] }, { body: [record] }],
      'GET /api/care/equipment': {
        body: [
          {
            equipmentId: 10,
            intervalMonths: 12,
            intervalSource: 'type',
            typeIntervalMonths: 12,
            maintenance: { nextDue: '2030-01-01', status: 'overdue', daysUntilDue: -10, basis: 'last-maintenance' },
            life: null,
            lastServiced: null,
            serviceHistory: 'recorded',
          },
        ],
      },
      'POST /api/equipment/10/maintenance': { status: 201, body: record },
      'PATCH /api/equipment/10': { body: { id: 10 } },
    });
    const { user } = renderWithProviders(
      <MaintenanceDialog equipmentId={10} equipmentName="Furnace" homeId={1} open onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Maintenance: Furnace' });
    expect(await within(dialog).findByText(/Next due: Jan 1, 2030 \(overdue\)/)).toBeInTheDocument();
    expect(await within(dialog).findByText('No maintenance logged yet.')).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Add record' });
    await user.clear(within(form).getByLabelText(/^Date/));
    await user.type(within(form).getByLabelText(/^Date/), '2030-05-01');
    await user.type(within(form).getByRole('textbox', { name: /Type/ }), 'Annual service');
    await user.type(within(form).getByRole('spinbutton', { name: 'Cost' }), '120.50');
    await user.type(within(form).getByRole('textbox', { name: 'Service provider' }), 'Acme HVAC');
    await user.click(within(form).getByRole('button', { name: 'Add record' }));

    await waitFor(() => expect(requestsTo('POST /api/equipment/10/maintenance')).toHaveLength(1));
    expect(await requestsTo('POST /api/equipment/10/maintenance')[0].json()).toEqual({
      date: '2030-05-01',
      type: 'Annual service',
      description: null,
      cost: 120.5,
      serviceProvider: 'Acme HVAC',
      nextScheduledDate: null,
    });
    const entry = await within(dialog).findByRole('listitem', { name: 'Annual service on 2030-05-01' });
    expect(within(entry).getByText(/Acme HVAC · \$120\.50 · next May 1, 2031/)).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'PDF 1' })).toHaveAttribute('href', record.attachments[0].url);

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Own interval (months)' }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save interval' }));
    await waitFor(() => expect(requestsTo('PATCH /api/equipment/10')).toHaveLength(1));
    expect(await requestsTo('PATCH /api/equipment/10')[0].json()).toEqual({ maintenanceIntervalMonths: 6 });
  });

  it('asks "When was it last serviced?" while the history is unknown: a month, or never / don’t know', async () => {
    const unknown: EquipmentCare = {
      equipmentId: 10,
      intervalMonths: 12,
      intervalSource: 'type',
      typeIntervalMonths: 12,
      maintenance: { nextDue: null, status: 'due', daysUntilDue: null, basis: 'installation' },
      life: null,
      lastServiced: null,
      serviceHistory: 'unknown',
    };
    const never: EquipmentCare = { ...unknown, lastServiced: 'never', serviceHistory: 'never' };
    const month: EquipmentCare = {
      ...unknown,
      maintenance: { nextDue: '2030-03-01', status: 'ok', daysUntilDue: 100, basis: 'last-serviced' },
      lastServiced: '2029-03',
      serviceHistory: 'month',
    };
    const { requestsTo } = mockFetch({
      'GET /api/equipment/10/maintenance': { body: [] },
      'GET /api/care/equipment': [{ body: [unknown] }, { body: [never] }, { body: [month] }],
      'PATCH /api/equipment/10/care': [{ body: never }, { body: month }],
    });
    const { user } = renderWithProviders(
      <MaintenanceDialog equipmentId={10} equipmentName="Water Heater" homeId={1} open onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Maintenance: Water Heater' });
    expect(await within(dialog).findByText('Service due: the last service is unknown')).toBeInTheDocument();
    const question = within(dialog).getByRole('group', { name: 'When was it last serviced?' });
    expect(within(question).getByRole('button', { name: 'Save month' })).toBeDisabled();
    await user.click(within(question).getByRole('button', { name: "Never / don't know" }));
    await waitFor(() => expect(requestsTo('PATCH /api/equipment/10/care')).toHaveLength(1));
    expect(await requestsTo('PATCH /api/equipment/10/care')[0].json()).toEqual({ lastServiced: 'never' });
    expect(await within(dialog).findByText("Last serviced: never / don't know")).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    const again = within(dialog).getByRole('group', { name: 'When was it last serviced?' });
    await user.type(within(again).getByLabelText('Month'), '2029-03');
    await user.click(within(again).getByRole('button', { name: 'Save month' }));
    await waitFor(() => expect(requestsTo('PATCH /api/equipment/10/care')).toHaveLength(2));
    expect(await requestsTo('PATCH /api/equipment/10/care')[1].json()).toEqual({ lastServiced: '2029-03' });
    expect(await within(dialog).findByText('Last serviced: March 2029 (your answer)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Next due: Mar 1, 2030/)).toBeInTheDocument();
  });
});
