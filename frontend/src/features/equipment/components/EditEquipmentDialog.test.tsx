import { screen, waitFor, within } from '@testing-library/react';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { anEquipment } from '../equipment.fixtures';
import { EditEquipmentDialog } from './EditEquipmentDialog';

const equipment = anEquipment({
  id: 7,
  homeId: 5,
  name: 'Furnace',
  brand: 'Carrier',
  installationDate: '2018',
  type: 'HVAC',
  manualUrls: ['https://example.com/m.pdf'],
  photos: ['/api/files/equipment/7-a.jpg', '/api/files/equipment/7-b.jpg'],
});

function openDialog(routes: MockRoutes = {}) {
  const backend = mockFetch({ 'GET /api/homes': { body: [aHome({ id: 5 })] }, ...routes });
  const onClose = vi.fn();
  const onManageWarranty = vi.fn();
  const view = renderWithProviders(
    <EditEquipmentDialog equipment={equipment} open onClose={onClose} onManageWarranty={onManageWarranty} />,
  );
  return { ...backend, ...view, onClose, onManageWarranty };
}

describe('EditEquipmentDialog', () => {
  it('shows the photos, the required fields and a Beta warranty button', async () => {
    const { user, onManageWarranty } = openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Edit Equipment' });
    expect(within(dialog).getByRole('img', { name: 'Photo of Furnace' })).toHaveAttribute(
      'src',
      '/api/files/equipment/7-a.jpg',
    );
    expect(within(dialog).getByRole('img', { name: 'Additional photo 1 of Furnace' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Equipment Photo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Home Location/ })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Furnace');

    const warranty = within(dialog).getByRole('button', { name: /Manage Warranty/ });
    expect(within(warranty).getByText('Beta')).toBeInTheDocument();
    await user.click(warranty);
    expect(onManageWarranty).toHaveBeenCalledWith(equipment);
  });

  it('saves the changes as completed', async () => {
    const saved = deferredReply();
    const { user, requestsTo, onClose } = openDialog({ 'PATCH /api/equipment/7': saved.responder });

    await user.type(screen.getByRole('textbox', { name: 'Model Number' }), '59SC5');
    await user.click(screen.getByRole('button', { name: 'Update Equipment' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    saved.release({ body: { ...equipment, modelNumber: '59SC5', completed: true } });

    expect(await screen.findByText('Equipment updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await requestsTo('PATCH /api/equipment/7')[0].json()).toEqual({
      homeId: 5,
      name: 'Furnace',
      brand: 'Carrier',
      modelNumber: '59SC5',
      serialNumber: null,
      notes: null,
      manualUrls: ['https://example.com/m.pdf'],
      installationDate: '2018',
      type: 'HVAC',
      completed: true,
    });
  });

  it('requires a name and says when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, requestsTo, onClose } = openDialog({ 'PATCH /api/equipment/7': { status: 500 } });

    await user.clear(screen.getByRole('textbox', { name: /Equipment Name/ }));
    await user.click(screen.getByRole('button', { name: 'Update Equipment' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(requestsTo('PATCH /api/equipment/7')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Equipment Name/ }), 'Gas Furnace');
    await user.click(screen.getByRole('button', { name: 'Update Equipment' }));
    expect(await screen.findByText('Failed to update equipment')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
