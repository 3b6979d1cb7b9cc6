import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { aRheemLabel, anEquipment } from '../equipment.fixtures';
import { ScanLabelAction } from './ScanLabelAction';

const rheemLabel = aRheemLabel();
const photo = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

function renderScan(homes = [aHome({ id: 5, name: 'Lake House' })], homeId?: number) {
  const backend = mockFetch({
    'GET /api/homes': { body: homes },
    'POST /api/equipment/analyze': { body: rheemLabel },
    'POST /api/equipment': { status: 201, body: anEquipment({ id: 40, homeId: 5, name: 'Rheem Gas Water Heater' }) },
    'POST /api/equipment/40/photos': { status: 201, body: anEquipment({ id: 40 }) },
  });
  const view = renderWithProviders(<ScanLabelAction homeId={homeId} />);
  return { ...backend, ...view, user: userEvent.setup({ applyAccept: false }) };
}

describe('ScanLabelAction', () => {
  beforeEach(() => localStorage.clear());

  it('opens the camera, shows the form filled from the label with the only home chosen, and saves in one tap', async () => {
    const { user, requestsTo } = renderScan();
    const camera = screen.getByLabelText('Scan a label photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Scan a label' })).toBeVisible();
    // The homes are known before the photo comes back from the camera.
    await waitFor(() => expect(requestsTo('GET /api/homes')).toHaveLength(1));

    await user.upload(camera, photo('label.jpg'));

    const dialog = await screen.findByRole('dialog', { name: 'Add New Equipment' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Brand' })).toHaveValue('Rheem'));
    expect(within(dialog).getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Rheem Gas Water Heater');
    expect(within(dialog).getByRole('combobox', { name: /Home Location/ })).toHaveValue('5');
    expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Add Equipment' }));

    const next = await screen.findByRole('dialog', { name: 'Equipment added' });
    expect(within(next).getByText('Rheem Gas Water Heater is in your home book. Scan the next label?')).toBeVisible();
    const created = requestsTo('POST /api/equipment');
    expect(created).toHaveLength(1);
    expect(await created[0].json()).toMatchObject({ homeId: 5, brand: 'Rheem', serialNumber: 'Q051512345' });
    expect(requestsTo('POST /api/equipment/40/photos')).toHaveLength(1);
    expect(localStorage.getItem('hb.scan.lastHomeId')).toBe('5');

    // 'Scan another' goes back to the camera.
    const click = vi.spyOn(camera, 'click');
    await user.click(within(next).getByRole('button', { name: 'Scan another' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('preselects the last used home when there are several', async () => {
    const homes = [aHome({ id: 5, name: 'Lake House' }), aHome({ id: 6, name: 'City Flat' })];
    localStorage.setItem('hb.scan.lastHomeId', '6');
    const { user, requestsTo } = renderScan(homes);
    await waitFor(() => expect(requestsTo('GET /api/homes')).toHaveLength(1));

    await user.upload(screen.getByLabelText('Scan a label photo'), photo('label.jpg'));

    const dialog = await screen.findByRole('dialog', { name: 'Add New Equipment' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Brand' })).toHaveValue('Rheem'));
    expect(within(dialog).getByRole('combobox', { name: /Home Location/ })).toHaveValue('6');
  });

  it('refuses a file that is not an image, without opening the form', async () => {
    const { user, requestsTo } = renderScan();

    await user.upload(
      screen.getByLabelText('Scan a label photo'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(0);
  });

  it("fills the home's empty card of the label's kind in one tap and hands it to the page, without 'Scan another'", async () => {
    const emptyHeater = anEquipment({ id: 7, homeId: 5, name: 'Water Heater' });
    const backend = mockFetch({
      'GET /api/homes': { body: [aHome({ id: 5, name: 'Lake House' })] },
      'GET /api/equipment': { body: [emptyHeater] },
      'POST /api/equipment/analyze': { body: rheemLabel },
      'PATCH /api/equipment/7': { body: { ...emptyHeater, brand: 'Rheem', completed: true } },
      'POST /api/equipment/7/photos': { body: { ...emptyHeater, brand: 'Rheem', completed: true, photos: ['/p'] } },
    });
    const onFilled = vi.fn();
    renderWithProviders(<ScanLabelAction homeId={5} onFilled={onFilled} />);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText('Scan a label photo'), photo('label.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Equipment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fill the empty Water Heater card' }));

    await waitFor(() => expect(onFilled).toHaveBeenCalledWith(expect.objectContaining({ id: 7, homeId: 5 })));
    expect(backend.requestsTo('POST /api/equipment')).toHaveLength(0);
    expect(backend.requestsTo('POST /api/equipment/7/photos')).toHaveLength(1);
    expect(localStorage.getItem('hb.scan.lastHomeId')).toBe('5');
    expect(screen.queryByRole('dialog', { name: 'Equipment added' })).not.toBeInTheDocument();
  });
});
