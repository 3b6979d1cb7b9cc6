import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';

const templates = [
  { id: 4, name: 'Luxury Estate', description: 'Not offered' },
  { id: 1, name: 'Standard Home', description: 'A typical single-family house' },
];
const createdHome = aHome({ id: 7, name: 'Main Residence' });

async function openNewHome(routes: MockRoutes = {}) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser() },
    'GET /api/templates': { body: templates },
    'GET /api/homes/7': { body: createdHome },
    ...routes,
  });
  const app = renderApp('/homes/new');
  await screen.findByRole('heading', { level: 1, name: 'Create New Home Book' });
  await screen.findByRole('radio', { name: 'Standard Home' });
  return { ...backend, ...app };
}

async function fillDetails(user: UserEvent) {
  await user.type(screen.getByLabelText(/Home Name/), 'Main Residence');
  await user.type(screen.getByLabelText(/Street Address/), '123 Main St');
  await user.type(screen.getByLabelText(/City/), 'Springfield');
  await user.type(screen.getByLabelText(/State/), 'IL');
  await user.type(screen.getByLabelText(/ZIP Code/), '62701');
}

describe('NewHomePage', () => {
  it("offers only the 'Standard Home' template and its add-on once a template is chosen", async () => {
    const { user } = await openNewHome();

    const templateCard = screen.getByRole('heading', { name: 'Select Template' }).closest('div')!;
    expect(within(templateCard).getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByText('Luxury Estate')).not.toBeInTheDocument();
    expect(screen.getByText('A typical single-family house')).toBeInTheDocument();

    const pool = screen.getByRole('checkbox', { name: 'Swimming Pool' });
    expect(pool).toBeDisabled();
    const poolItems = within(screen.getByRole('list', { name: 'Swimming Pool equipment' })).getAllByRole('listitem');
    expect(poolItems.map((item) => item.textContent)).toEqual([
      'Pool Pump · Filtration',
      'Pool Filter · Filtration',
      'Pool Heater · Temperature Control',
      'Salt Chlorinator · Water Treatment',
      'Chemical Feeder · Water Treatment',
      'Pool Cleaner · Cleaning',
    ]);

    await user.click(screen.getByRole('radio', { name: 'Standard Home' }));
    expect(pool).toBeEnabled();
    await user.click(pool);
    expect(pool).toBeChecked();
  });

  it('marks the required fields, shows the placeholders and keeps submit disabled until a template is chosen', async () => {
    const { user } = await openNewHome();

    for (const label of ['Home Name', 'Street Address', 'City', 'State', 'ZIP Code']) {
      expect(screen.getByLabelText(new RegExp(label))).toBeRequired();
      expect(screen.getByText(label).closest('label')).toHaveTextContent(`${label} *`);
    }
    expect(screen.getByLabelText('Additional Details')).not.toBeRequired();
    expect(screen.getByLabelText(/Home Name/)).toHaveAttribute('placeholder', 'e.g., Main Residence');
    expect(screen.getByLabelText(/Street Address/)).toHaveAttribute('placeholder', 'e.g., 123 Main St');

    const submit = screen.getByRole('button', { name: 'Create Home' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Standard Home' }));
    expect(submit).toBeEnabled();
  });

  it('names every missing required field', async () => {
    const { user, requestsTo } = await openNewHome();

    await user.click(screen.getByRole('radio', { name: 'Standard Home' }));
    await user.type(screen.getByLabelText(/City/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Home' }));

    for (const message of [
      'Name is required',
      'Address is required',
      'City is required',
      'State is required',
      'Zip Code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(requestsTo('POST /api/homes')).toHaveLength(0);
  });

  it('creates the home, fills it from the template and add-ons, and opens it', async () => {
    const populate = deferredReply();
    const { user, router, requestsTo } = await openNewHome({
      'POST /api/homes': { status: 201, body: createdHome },
      'POST /api/homes/7/populate': populate.responder,
    });

    await user.click(screen.getByRole('radio', { name: 'Standard Home' }));
    await user.click(screen.getByRole('checkbox', { name: 'Swimming Pool' }));
    await fillDetails(user);
    await user.type(screen.getByLabelText('Additional Details'), 'Built in 1998');
    await user.click(screen.getByRole('button', { name: 'Create Home' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText('Home added successfully')).toBeInTheDocument();
    populate.release({ body: { message: 'Equipment populated', created: 30 } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/homes/7'));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Equipment populated successfully')).toBeInTheDocument();
    expect(within(toast).getByText('Template equipment has been added to your home')).toBeInTheDocument();

    expect(await requestsTo('POST /api/homes')[0].json()).toEqual({
      name: 'Main Residence',
      address: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      details: 'Built in 1998',
    });
    expect(await requestsTo('POST /api/homes/7/populate')[0].json()).toEqual({
      templateId: 1,
      homeId: 7,
      addOns: ['pool'],
    });
  });

  it('stays on the page with the server message when filling fails, and retries without a second home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, requestsTo } = await openNewHome({
      'POST /api/homes': { status: 201, body: createdHome },
      'POST /api/homes/7/populate': [
        { status: 404, body: { statusCode: 404, message: 'Template not found' } },
        { status: 500 },
        { body: { message: 'Equipment populated', created: 24 } },
      ],
    });

    await user.click(screen.getByRole('radio', { name: 'Standard Home' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Home' }));

    let toast = await screen.findByRole('alert');
    await waitFor(() => expect(within(toast).getByText('Failed to populate equipment')).toBeInTheDocument());
    expect(within(toast).getByText('Template not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homes/new');
    expect(screen.getByRole('button', { name: 'Create Home' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Create Home' }));
    await waitFor(() => expect(requestsTo('POST /api/homes/7/populate')).toHaveLength(2));
    toast = await screen.findByRole('alert');
    await waitFor(() => expect(within(toast).getByText('Failed to populate template')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Create Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homes/7'));
    expect(requestsTo('POST /api/homes')).toHaveLength(1);
    expect(await requestsTo('POST /api/homes/7/populate')[2].json()).toEqual({ templateId: 1, homeId: 7, addOns: [] });
  });

  it('reports a home the server refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, requestsTo } = await openNewHome({
      'POST /api/homes': { status: 400, body: { statusCode: 400, message: 'Zip Code is required' } },
    });

    await user.click(screen.getByRole('radio', { name: 'Standard Home' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Home' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to add home')).toBeInTheDocument();
    expect(within(toast).getByText('400: Zip Code is required')).toBeInTheDocument();
    expect(requestsTo('POST /api/homes/7/populate')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/homes/new');
  });
});
