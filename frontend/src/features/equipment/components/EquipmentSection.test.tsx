import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import type { Equipment, LabelAnalysis } from '../equipment';
import { anEquipment } from '../equipment.fixtures';

const home = aHome({ id: 5, name: 'Lake House' });

const furnace = anEquipment({
  id: 1,
  name: 'Furnace',
  brand: 'Carrier',
  modelNumber: '59SC5',
  serialNumber: 'S-100',
  installationDate: '2018',
  notes: 'Filter changed in May',
  photos: ['/api/files/equipment/1-a.jpg', '/api/files/equipment/1-b.jpg'],
  completed: true,
});
const heater = anEquipment({ id: 2, name: 'Water Heater', brand: 'Rheem', completed: false });
const pump = anEquipment({ id: 3, name: 'Pool Pump', completed: false });
const nothingFound: LabelAnalysis = {
  brand: null,
  modelNumber: null,
  serialNumber: null,
  suggestedName: null,
  equipmentType: null,
  estimatedAge: {
    years: null,
    confidence: 'low',
    details: 'No serial number was found.',
    alternatives: [],
    ruleId: null,
  },
};

async function openHome(equipment: Equipment[], routes: MockRoutes = {}) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser() },
    'GET /api/homes/5': { body: home },
    'GET /api/homes': { body: [home] },
    'GET /api/equipment': { body: equipment },
    ...routes,
  });
  const app = renderApp('/homes/5');
  // The first visit loads the lazy route's code, which takes a while in jsdom.
  await screen.findByRole('heading', { level: 2, name: 'Equipment List' });
  return { ...backend, ...app };
}

const card = (name: string) => screen.getByRole('article', { name });

/** Opens the card's 'More actions' menu and picks `action`. */
async function chooseCardAction(user: ReturnType<typeof userEvent.setup>, equipmentName: string, action: string) {
  await user.click(
    within(await screen.findByRole('article', { name: equipmentName })).getByRole('button', {
      name: /^More actions for /,
    }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
  // The action runs once the menu has closed (focus goes back to 'More actions' first).
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/** Shows the spec's 'Completed Equipment' and 'Uncompleted Equipment' grids. */
async function groupByCompletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Group by' }));
  await user.click(await screen.findByRole('option', { name: 'Completed / Uncompleted' }));
}

describe('EquipmentSection', () => {
  it('splits completed from uncompleted equipment and shows the completion', async () => {
    const { requestsTo, user } = await openHome([furnace, heater, pump]);
    await groupByCompletion(user);

    const completed = await screen.findByRole('region', { name: 'Completed Equipment' });
    const uncompleted = screen.getByRole('region', { name: 'Uncompleted Equipment' });
    expect(
      within(completed)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Furnace']);
    expect(
      within(uncompleted)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
      // Sorted by name by default.
    ).toEqual(['Pool Pump', 'Water Heater']);
    expect(screen.getByLabelText('Completed: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Incomplete: 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(new URL(requestsTo('GET /api/equipment')[0].url).searchParams.get('homeId')).toBe('5');
  });

  it('shows the details of a card, N/A for what is missing, and the main photo', async () => {
    await openHome([furnace, pump]);

    const full = await screen.findByRole('article', { name: 'Furnace' });
    expect(within(full).getByText('Carrier')).toBeInTheDocument();
    expect(within(full).getByText('59SC5')).toBeInTheDocument();
    expect(within(full).getByText('S-100')).toBeInTheDocument();
    expect(within(full).getByText('Est. Installation Year:')).toBeInTheDocument();
    expect(within(full).getByText('2018')).toBeInTheDocument();
    expect(within(full).getByText('Filter changed in May')).toBeInTheDocument();
    expect(within(full).getByRole('img', { name: 'Photo of Furnace' })).toHaveAttribute(
      'src',
      '/api/files/equipment/1-a.jpg',
    );

    const bare = card('Pool Pump');
    expect(within(bare).getAllByText('N/A')).toHaveLength(3);
    expect(within(bare).queryByText('Est. Installation Year:')).not.toBeInTheDocument();
    expect(within(bare).queryByText('Notes:')).not.toBeInTheDocument();
    expect(within(bare).queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers the troubleshooting guide only with brand and model, and Edit or Take Photo by completion', async () => {
    await openHome([furnace, heater]);

    const user = userEvent.setup();
    const complete = await screen.findByRole('article', { name: 'Furnace' });
    expect(within(complete).getByRole('button', { name: 'Edit Equipment' })).toBeInTheDocument();
    expect(within(complete).queryByRole('button', { name: 'Take Photo' })).not.toBeInTheDocument();
    await user.click(within(complete).getByRole('button', { name: /^More actions for / }));
    const menuItems = async () =>
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    expect(await menuItems()).toEqual([
      'View Troubleshooting Guide',
      'Manage Warranty',
      'Maintenance',
      'Safety recalls',
      'Chat Support',
      'Delete Equipment',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const brandOnly = card('Water Heater');
    expect(within(brandOnly).getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(within(brandOnly).queryByRole('button', { name: 'Edit Equipment' })).not.toBeInTheDocument();
    await user.click(within(brandOnly).getByRole('button', { name: /^More actions for / }));
    expect(await menuItems()).toEqual(['Manage Warranty', 'Maintenance', 'Chat Support', 'Delete Equipment']);
  });

  it('searches by name, brand or model, ignoring case', async () => {
    const { user } = await openHome([furnace, heater, pump]);
    await screen.findByRole('article', { name: 'Furnace' });
    const search = screen.getByPlaceholderText('search by name, brand, or model');

    await user.type(search, 'RHEEM');
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual(['Water Heater']);
    expect(screen.queryByRole('region', { name: 'Completed Equipment' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '59sc');
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual(['Furnace']);

    await user.clear(search);
    await user.type(search, 'pool');
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual(['Pool Pump']);
    // The counts are of all the equipment, not of the matches.
    expect(screen.getByLabelText('Completed: 1')).toBeInTheDocument();
  });

  it('shows the counts as loading, not as zeros, until the list is here', async () => {
    const list = deferredReply();
    await openHome([], { 'GET /api/equipment': list.responder });

    expect(screen.getByLabelText('Completed: loading')).toBeInTheDocument();
    expect(screen.getByLabelText('Incomplete: loading')).toBeInTheDocument();
    expect(screen.queryByLabelText('Completed: 0')).not.toBeInTheDocument();
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Completion' })).not.toHaveAttribute('aria-valuenow');

    list.release({ body: [furnace, heater, pump] });

    expect(await screen.findByLabelText('Completed: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Incomplete: 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('33%')).toBeInTheDocument();
  });

  it('shows no counts when the list cannot be read', async () => {
    await openHome([], { 'GET /api/equipment': { status: 500, body: { statusCode: 500, message: 'Boom' } } });

    expect(await screen.findByLabelText('Completed: unknown')).toBeInTheDocument();
    expect(screen.getByLabelText('Incomplete: unknown')).toBeInTheDocument();
    expect(screen.queryByLabelText('Completed: 0')).not.toBeInTheDocument();
  });

  it('says when there is no equipment, at 0%', async () => {
    await openHome([]);

    expect(await screen.findByText('No equipment added yet.')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByLabelText('Completed: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Incomplete: 0')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and refreshes the list', async () => {
    const { user, requestsTo } = await openHome([], {
      'GET /api/equipment': [{ body: [furnace, pump] }, { body: [furnace] }],
      'DELETE /api/equipment/3': { body: { message: 'Equipment deleted' } },
    });
    await chooseCardAction(user, 'Pool Pump', 'Delete Equipment');

    const dialog = await screen.findByRole('dialog', { name: 'Delete Equipment' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Pool Pump? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('DELETE /api/equipment/3')).toHaveLength(0);

    await chooseCardAction(user, 'Pool Pump', 'Delete Equipment');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Equipment deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pool Pump' })).not.toBeInTheDocument());
    expect(requestsTo('DELETE /api/equipment/3')).toHaveLength(1);
  });

  it('keeps the equipment and says so when the delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = await openHome([pump], {
      'DELETE /api/equipment/3': async () => {
        await gate;
        return { status: 500, body: { statusCode: 500, message: 'Boom' } };
      },
    });
    await chooseCardAction(user, 'Pool Pump', 'Delete Equipment');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Failed to delete equipment')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pool Pump', hidden: true })).toBeInTheDocument();
  });

  it('uploads a photo taken from an uncompleted card and opens the edit form when the label says nothing', async () => {
    const withPhoto = { ...pump, photos: ['/api/files/equipment/3.jpg'] };
    const analysis = deferredReply();
    const upload = deferredReply();
    const { requestsTo } = await openHome([pump], {
      'POST /api/equipment/analyze': analysis.responder,
      'POST /api/equipment/3/photos': upload.responder,
    });
    const user = userEvent.setup({ applyAccept: false });
    const input = within(await screen.findByRole('article', { name: 'Pool Pump' })).getByLabelText('Take Photo');
    expect(input).toHaveAttribute('capture', 'environment');

    await user.upload(input, new File([new Uint8Array(10)], 'pump.jpg', { type: 'image/jpeg' }));

    expect(await within(card('Pool Pump')).findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(input).toHaveValue('');
    analysis.release({ body: nothingFound });
    expect(await within(card('Pool Pump')).findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    upload.release({ body: withPhoto });

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Photo uploaded successfully')).toBeInTheDocument();
    expect(
      within(toast).getByText('No equipment details found in the image. Please enter the details manually.'),
    ).toBeInTheDocument();
    expect(await requestsTo('POST /api/equipment/3/photos')[0].text()).toContain('name="photo"');
    expect(requestsTo('PATCH /api/equipment/3')).toHaveLength(0);
    const edit = await screen.findByRole('dialog', { name: 'Edit Equipment' });
    expect(within(edit).getByRole('img', { name: 'Photo of Pool Pump' })).toHaveAttribute(
      'src',
      '/api/files/equipment/3.jpg',
    );
    expect(within(edit).getByRole('region', { name: 'Equipment Age Analysis' })).toHaveTextContent(
      'The age could not be estimated from this label.',
    );
  });

  it('saves a card whose label photo identified the equipment as completed, with the photo', async () => {
    const readPump: LabelAnalysis = {
      brand: 'Pentair',
      modelNumber: '011018',
      serialNumber: null,
      suggestedName: 'Pentair Pool Pump',
      equipmentType: 'Pool Pump',
      estimatedAge: {
        years: 3,
        confidence: 'high',
        details: 'Manufacture date printed on the label: March 2022.',
        alternatives: [{ year: 2022, month: 3 }],
        ruleId: 'PRINTED_DATE',
      },
    };
    const completedPump = {
      ...pump,
      name: 'Pentair Pool Pump',
      brand: 'Pentair',
      modelNumber: '011018',
      completed: true,
      notes: 'Runs at night',
    };
    const { requestsTo } = await openHome([{ ...pump, notes: 'Runs at night' }], {
      'GET /api/equipment': [{ body: [{ ...pump, notes: 'Runs at night' }] }, { body: [completedPump] }],
      'POST /api/equipment/analyze': { body: readPump },
      'PATCH /api/equipment/3': { body: completedPump },
      'POST /api/equipment/3/photos': { body: { ...completedPump, photos: ['/api/files/equipment/3.jpg'] } },
      'GET /api/care/equipment': { body: [] },
    });
    const user = userEvent.setup({ applyAccept: false });
    const input = within(await screen.findByRole('article', { name: 'Pool Pump' })).getByLabelText('Take Photo');
    await waitFor(() => expect(requestsTo('GET /api/care/equipment')).toHaveLength(1));

    await user.upload(input, new File([new Uint8Array(10)], 'pump-label.jpg', { type: 'image/jpeg' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Image analyzed successfully')).toBeInTheDocument();
    expect(within(toast).getByText('Found: Name, Brand, Model Number, Type')).toBeInTheDocument();
    expect(await requestsTo('PATCH /api/equipment/3')[0].json()).toEqual({
      homeId: 5,
      name: 'Pentair Pool Pump',
      brand: 'Pentair',
      modelNumber: '011018',
      serialNumber: null,
      type: 'Pool Pump',
      installationDate: String(new Date().getFullYear() - 3),
      notes: 'Runs at night',
      manualUrls: [],
      completed: true,
    });
    await waitFor(() => expect(requestsTo('POST /api/equipment/3/photos')).toHaveLength(1));
    await groupByCompletion(user);
    const completed = await screen.findByRole('region', { name: 'Completed Equipment' });
    expect(await within(completed).findByRole('article', { name: 'Pentair Pool Pump' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The card's maintenance chip follows the new type: the care plans are fetched again.
    await waitFor(() => expect(requestsTo('GET /api/care/equipment').length).toBeGreaterThan(1));
  });

  it('opens the edit form with the error inline when a card photo cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openHome([pump], {
      'POST /api/equipment/analyze': { status: 500 },
      'POST /api/equipment/3/photos': { body: { ...pump, photos: ['/api/files/equipment/3.jpg'] } },
    });
    const user = userEvent.setup({ applyAccept: false });
    const input = within(await screen.findByRole('article', { name: 'Pool Pump' })).getByLabelText('Take Photo');

    await user.upload(input, new File([new Uint8Array(10)], 'pump.jpg', { type: 'image/jpeg' }));

    const edit = await screen.findByRole('dialog', { name: 'Edit Equipment' });
    expect(within(edit).getByRole('alert')).toHaveTextContent('Failed to analyze image');
    expect(within(edit).getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Pool Pump');
  });

  it('opens the troubleshooting guide of a card with brand and model', async () => {
    const { user, requestsTo } = await openHome([furnace], {
      'POST /api/equipment/1/troubleshoot': {
        body: {
          manualUrl: '',
          commonIssues: [{ problem: 'Blower runs constantly', solutions: ['Set the fan switch to AUTO'] }],
          maintenanceTips: ['Replace the filter every 3 months'],
          safetyPrecautions: ['Switch off the power first'],
          professionalHelp: ['The burners will not light'],
          supportResources: [],
        },
      },
    });
    await chooseCardAction(user, 'Furnace', 'View Troubleshooting Guide');

    const dialog = await screen.findByRole('dialog', { name: 'Troubleshooting Guide' });
    expect(await within(dialog).findByText('Set the fan switch to AUTO')).toBeInTheDocument();
    expect(within(dialog).getByText('Furnace · Carrier 59SC5')).toBeInTheDocument();
    expect(requestsTo('POST /api/equipment/1/troubleshoot')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the warranty dialog from a card', async () => {
    const { user } = await openHome([pump], {
      // The list (no warranties), and the pump's own warranty: none yet.
      'GET /api/warranties': (request) => ({ body: new URL(request.url).search ? null : [] }),
    });
    await chooseCardAction(user, 'Pool Pump', 'Manage Warranty');

    const dialog = await screen.findByRole('dialog', { name: /Manage Warranty/ });
    expect(await within(dialog).findByRole('button', { name: 'Add Warranty' })).toBeInTheDocument();
    expect(within(dialog).getByText('Warranty Information')).toBeInTheDocument();
  });
  it('opens the Add dialog preset to this home, and the Edit dialog of a completed card', async () => {
    const { user } = await openHome([furnace]);

    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
    const add = await screen.findByRole('dialog', { name: 'Add New Equipment' });
    const homeSelect = within(add).getByRole('combobox', { name: /Home Location/ });
    await within(homeSelect).findByRole('option', { name: '123 Main St, Springfield, IL 62701' });
    expect(homeSelect).toHaveValue('5');
    await user.click(within(add).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(await screen.findByRole('article', { name: 'Furnace' })).getByRole('button', { name: 'Edit Equipment' }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Edit Equipment' });
    expect(within(edit).getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Furnace');
  });

  it("opens a card's edit form from `?equipment=`, and its safety recalls, not the edit form, from `?recalls=`", async () => {
    const routes = {
      'GET /api/user': { body: aUser() },
      'GET /api/homes/5': { body: home },
      'GET /api/homes': { body: [home] },
      'GET /api/equipment': { body: [furnace] },
      'GET /api/equipment/1/recalls': {
        body: [
          {
            id: 7,
            title: 'Carrier Recalls Gas Furnaces Due to Carbon Monoxide Hazard',
            hazard: 'The heat exchanger can crack.',
            remedy: 'Replace',
            consumerContact: 'Carrier at 800-555-0200',
            url: 'https://www.cpsc.gov/Recalls/2021/carrier-furnaces',
            date: '2021-10-07',
            level: 'match',
            why: ['Model 59SC5 is named in the recall’s product models.'],
            status: 'open',
          },
        ],
      },
    };
    mockFetch(routes);
    const edited = renderApp('/homes/5?equipment=1');
    expect(await screen.findByRole('dialog', { name: 'Edit Equipment' })).toBeInTheDocument();
    edited.unmount();

    mockFetch(routes);
    const { router } = renderApp('/homes/5?recalls=1');
    const recalls = await screen.findByRole('dialog', { name: 'Safety recalls: Furnace' });
    expect(
      await within(recalls).findByRole('listitem', {
        name: 'Carrier Recalls Gas Furnaces Due to Carbon Monoxide Hazard',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Equipment' })).not.toBeInTheDocument();
    // The parameter is consumed: closing the dialog does not open it again.
    expect(router.state.location.search).toBe('');
  });

  describe('grouping, filters, sort and view', () => {
    beforeEach(() => localStorage.clear());

    const boiler = anEquipment({ id: 4, name: 'Boiler', categoryId: 10, installationDate: '2009', completed: true });
    const ac = anEquipment({ id: 5, name: 'Air Conditioner', categoryId: 10, installationDate: '2015' });
    const poolPump = anEquipment({ id: 6, name: 'Pool Pump', categoryId: 20, installationDate: '2021' });
    const doorbell = anEquipment({ id: 7, name: 'Doorbell', categoryId: null });
    const statusRoutes: MockRoutes = {
      // Stored order: Pool before HVAC, whatever their ids.
      'GET /api/categories': {
        body: [
          { id: 20, name: 'Pool', description: null, order: 1 },
          { id: 10, name: 'HVAC', description: null, order: 2 },
        ],
      },
      'GET /api/warranties': {
        body: [
          { id: 1, equipmentId: 4, derivedStatus: 'Expired' },
          { id: 2, equipmentId: 6, derivedStatus: 'Active' },
        ],
      },
      'GET /api/care/equipment': {
        body: [
          { equipmentId: 5, maintenance: { nextDue: '2030-03-01', status: 'ok', daysUntilDue: 90 }, life: null },
          { equipmentId: 6, maintenance: { nextDue: '2030-01-15', status: 'ok', daysUntilDue: 40 }, life: null },
        ],
      },
      'GET /api/attention': {
        body: [
          { kind: 'warranty-expired', homeId: 5, equipmentId: 4, dueDate: null, title: 'x', detail: 'x' },
          { kind: 'incomplete', homeId: 5, equipmentId: 7, dueDate: null, title: 'x', detail: 'x' },
          // Another home's item does not count here.
          { kind: 'maintenance-overdue', homeId: 9, equipmentId: 5, dueDate: null, title: 'x', detail: 'x' },
        ],
      },
    };
    const names = (container: HTMLElement = document.body) =>
      within(container)
        .queryAllByRole('article')
        .map((item) => item.getAttribute('aria-label'));
    const groupTitles = () =>
      within(screen.getByRole('region', { name: 'Equipment List' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    it("groups by the template's categories in their order, other equipment last, and collapses a group", async () => {
      const { user } = await openHome([doorbell, ac, poolPump, boiler], statusRoutes);
      await screen.findByRole('region', { name: 'Pool' });

      expect(groupTitles()).toEqual(['Pool(1)', 'HVAC(2)', 'Other Equipment(1)']);
      expect(names(screen.getByRole('region', { name: 'HVAC' }))).toEqual(['Air Conditioner', 'Boiler']);
      const toggle = screen.getByRole('button', { name: /^HVAC/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(names(screen.getByRole('region', { name: 'HVAC' }))).toEqual([]);
      expect(names()).toEqual(['Pool Pump', 'Doorbell']);

      await user.click(toggle);
      expect(names(screen.getByRole('region', { name: 'HVAC' }))).toEqual(['Air Conditioner', 'Boiler']);
    });

    it('shows the warranty state on a card and filters by completion, attention and warranty', async () => {
      const { user } = await openHome([doorbell, ac, poolPump, boiler], statusRoutes);
      expect(
        await within(await screen.findByRole('article', { name: 'Boiler' })).findByText('Warranty: Expired'),
      ).toBeInTheDocument();
      expect(within(card('Pool Pump')).getByText('Warranty: Active')).toBeInTheDocument();

      const incomplete = screen.getByRole('button', { name: 'Incomplete' });
      await user.click(incomplete);
      expect(incomplete).toHaveAttribute('aria-pressed', 'true');
      expect(names()).toEqual(['Pool Pump', 'Air Conditioner', 'Doorbell']);
      await user.click(incomplete);

      await user.click(screen.getByRole('button', { name: 'Needs attention' }));
      expect(names()).toEqual(['Boiler']);
      await user.click(screen.getByRole('button', { name: 'Needs attention' }));

      const warranty = screen.getByRole('combobox', { name: 'Warranty' });
      await user.click(warranty);
      await user.click(await screen.findByRole('option', { name: 'Active' }));
      expect(names()).toEqual(['Pool Pump']);
      await user.click(warranty);
      await user.click(await screen.findByRole('option', { name: 'No warranty' }));
      expect(names()).toEqual(['Air Conditioner', 'Doorbell']);

      await user.click(screen.getByRole('button', { name: 'Incomplete' }));
      await user.click(screen.getByRole('button', { name: 'Needs attention' }));
      expect(screen.getByText('No equipment matches these filters.')).toBeInTheDocument();
    });

    it('sorts by name, age and next maintenance due within each group', async () => {
      const { user } = await openHome([doorbell, ac, poolPump, boiler], statusRoutes);
      await screen.findByRole('region', { name: 'Pool' });
      await user.click(screen.getByRole('combobox', { name: 'Group by' }));
      await user.click(await screen.findByRole('option', { name: 'Completed / Uncompleted' }));
      const sortBy = async (label: string) => {
        await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
        await user.click(await screen.findByRole('option', { name: label }));
      };

      expect(names(screen.getByRole('region', { name: 'Uncompleted Equipment' }))).toEqual([
        'Air Conditioner',
        'Doorbell',
        'Pool Pump',
      ]);
      await sortBy('Age (oldest first)');
      // Unknown installation year last.
      expect(names(screen.getByRole('region', { name: 'Uncompleted Equipment' }))).toEqual([
        'Air Conditioner',
        'Pool Pump',
        'Doorbell',
      ]);
      await sortBy('Next maintenance due');
      expect(names(screen.getByRole('region', { name: 'Uncompleted Equipment' }))).toEqual([
        'Pool Pump',
        'Air Conditioner',
        'Doorbell',
      ]);
    });

    it('switches to the compact list and remembers the choice for this user only', async () => {
      const { user } = await openHome([ac, boiler], statusRoutes);
      await screen.findByRole('article', { name: 'Boiler' });
      expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
      expect(card('Boiler')).toHaveClass('yhb-equipment-card');

      await user.click(screen.getByRole('button', { name: 'List' }));
      expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      expect(card('Boiler')).not.toHaveClass('yhb-equipment-card');
      // The row keeps the main action and the menu.
      expect(within(card('Boiler')).getByRole('button', { name: 'Edit Equipment' })).toBeInTheDocument();
      expect(within(card('Boiler')).getByRole('button', { name: /^More actions for / })).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('hb.equipment.view.1') ?? '{}')).toEqual({
        view: 'list',
        grouping: 'category',
      });
      expect(localStorage.getItem('hb.equipment.view.2')).toBeNull();
    });

    it("opens with the user's remembered view", async () => {
      localStorage.setItem('hb.equipment.view.1', JSON.stringify({ view: 'list', grouping: 'completion' }));
      localStorage.setItem('hb.equipment.view.2', JSON.stringify({ view: 'cards', grouping: 'category' }));
      await openHome([ac, boiler], statusRoutes);

      expect(await screen.findByRole('region', { name: 'Completed Equipment' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      expect(card('Boiler')).not.toHaveClass('yhb-equipment-card');
    });
  });
});
