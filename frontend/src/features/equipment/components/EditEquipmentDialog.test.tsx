import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { aUser } from '../../../test/users';
import { CaptureQueue } from '../capture-queue';
import type { LabelAnalysis } from '../equipment';
import { anEquipment, NO_INVENTORY_CHANGES } from '../equipment.fixtures';
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
      ...NO_INVENTORY_CHANGES,
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

  it('reads a new equipment photo as a label, fills the form, and uploads the photo on save', async () => {
    const analysis = deferredReply();
    const saved = { ...equipment, completed: true };
    const { user, requestsTo, onClose } = openDialog({
      'POST /api/equipment/analyze': analysis.responder,
      'PATCH /api/equipment/7': { body: saved },
      'POST /api/equipment/7/photos': { body: saved },
    });
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'typed before the photo');

    await user.upload(
      screen.getByLabelText('Update Equipment Photo'),
      new File([new Uint8Array(20)], 'label.png', { type: 'image/png' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Analyzing...');
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Brand' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Equipment' })).toBeDisabled();
    analysis.release({
      body: {
        brand: 'Carrier',
        modelNumber: '59SC5A080',
        serialNumber: '4515E12345',
        suggestedName: 'Carrier Furnace',
        equipmentType: 'Furnace',
        estimatedAge: {
          years: 4,
          confidence: 'medium',
          details: "Made in November 2015 (week 45) — the serial's first four digits are week 45, year 15.",
          alternatives: [{ year: 2015, month: 11 }],
          ruleId: 'Carrier WWYY',
        },
      },
    });

    expect(await screen.findByText('Found: Name, Brand, Model Number, Serial Number, Type')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Carrier Furnace'));
    expect(screen.getByRole('textbox', { name: 'Model Number' })).toHaveValue('59SC5A080');
    expect(screen.getByRole('textbox', { name: 'Serial Number' })).toHaveValue('4515E12345');
    // Reset to the saved details before the fill.
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    const year = String(new Date().getFullYear() - 4);
    expect(screen.getByRole('region', { name: 'Equipment Age Analysis' })).toHaveTextContent(
      `Est. Installation Year: ${year}`,
    );
    expect(screen.getByRole('img', { name: 'label.png' })).toBeInTheDocument();
    // Nothing is uploaded before the save.
    expect(requestsTo('POST /api/equipment/7/photos')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Update Equipment' }));

    expect(await screen.findByText('Equipment updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await requestsTo('PATCH /api/equipment/7')[0].json()).toEqual({
      ...NO_INVENTORY_CHANGES,
      homeId: 5,
      name: 'Carrier Furnace',
      brand: 'Carrier',
      modelNumber: '59SC5A080',
      serialNumber: '4515E12345',
      notes: null,
      manualUrls: ['https://example.com/m.pdf'],
      installationDate: year,
      type: 'Furnace',
      completed: true,
      labelReading: {
        brand: 'Carrier',
        modelNumber: '59SC5A080',
        serialNumber: '4515E12345',
        installationYear: year,
        alternatives: null,
      },
    });
    expect(await requestsTo('POST /api/equipment/7/photos')[0].text()).toMatch(
      /name="photo".*\r\nContent-Type: image\/png/s,
    );
  });

  it('shows a failed analysis inline and still saves; says when the photo could not be uploaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, requestsTo, onClose } = openDialog({
      'POST /api/equipment/analyze': { status: 503, body: { statusCode: 503, message: 'Label reading is busy' } },
      'PATCH /api/equipment/7': { body: { ...equipment, completed: true } },
      'POST /api/equipment/7/photos': { status: 500 },
    });

    await user.upload(
      screen.getByLabelText('Update Equipment Photo'),
      new File([new Uint8Array(20)], 'label.jpg', { type: 'image/jpeg' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Edit Equipment' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Label reading is busy');
    expect(screen.getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Furnace');

    await user.click(screen.getByRole('button', { name: 'Update Equipment' }));
    expect(await screen.findByText('Failed to upload analyzed photo')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo('PATCH /api/equipment/7')).toHaveLength(1);
  });

  describe('the offline queue', () => {
    const carrierLabel: LabelAnalysis = {
      brand: 'Bryant',
      modelNumber: '59SC5A080',
      serialNumber: '4515E12345',
      suggestedName: 'Bryant Furnace',
      equipmentType: 'Furnace',
      estimatedAge: { years: null, confidence: 'low', details: '', alternatives: [], ruleId: null },
    };

    it('offline: the label photo is kept in the queue linked to this equipment, with the notice, and nothing is sent', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const kept: { userId: number; photo: File; link: unknown }[] = [];
      vi.spyOn(CaptureQueue.prototype, 'add').mockImplementation(async function (
        this: CaptureQueue,
        photo: File,
        link,
      ) {
        kept.push({ userId: this.userId, photo, link });
        return 1;
      });
      const { requestsTo } = mockFetch({
        'GET /api/homes': { body: [aHome({ id: 5 })] },
        'GET /api/user': { body: aUser({ id: 3 }) },
      });
      renderWithProviders(<EditEquipmentDialog equipment={equipment} open onClose={vi.fn()} />);
      const user = userEvent.setup({ applyAccept: false });
      await waitFor(() => expect(requestsTo('GET /api/user')).toHaveLength(1));
      await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'by the boiler');

      const photo = new File([new Uint8Array(20)], 'label.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Update Equipment Photo'), photo);

      const dialog = screen.getByRole('dialog', { name: 'Edit Equipment' });
      const notice = (await within(dialog).findByText('Photo kept on this device')).closest('[role="status"]');
      expect(notice).toHaveTextContent(
        "It will be read when you are back online. It waits under 'Label photos on this device'; what you typed here stays.",
      );
      expect(kept).toEqual([{ userId: 3, photo, link: { equipmentId: 7, homeId: 5 } }]);
      expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(0);
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('by the boiler');
      expect(within(dialog).queryByRole('img', { name: 'label.jpg' })).not.toBeInTheDocument();
    });

    it('a queued reading fills only the empty fields, uploads the photo on save and says it was saved; no warranty button without one', async () => {
      const saved = { ...equipment, completed: true };
      const { requestsTo } = mockFetch({
        'GET /api/homes': { body: [aHome({ id: 5 })] },
        'PATCH /api/equipment/7': { body: saved },
        'POST /api/equipment/7/photos': { body: saved },
      });
      const onSaved = vi.fn();
      const onClose = vi.fn();
      const photo = new File([new Uint8Array(20)], 'queued.jpg', { type: 'image/jpeg' });
      renderWithProviders(
        <EditEquipmentDialog
          equipment={equipment}
          open
          onClose={onClose}
          onSaved={onSaved}
          queuedReading={{ photo, analysis: carrierLabel }}
        />,
      );
      const user = userEvent.setup();

      const dialog = screen.getByRole('dialog', { name: 'Edit Equipment' });
      // What the equipment had stays (its name, its brand); the empty model and serial are filled in.
      expect(within(dialog).getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Furnace');
      expect(within(dialog).getByRole('textbox', { name: 'Brand' })).toHaveValue('Carrier');
      expect(within(dialog).getByRole('textbox', { name: 'Model Number' })).toHaveValue('59SC5A080');
      expect(within(dialog).getByRole('textbox', { name: 'Serial Number' })).toHaveValue('4515E12345');
      expect(await within(dialog).findByRole('img', { name: 'queued.jpg' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /Manage Warranty/ })).not.toBeInTheDocument();
      expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Update Equipment' }));

      expect(await screen.findByText('Equipment updated successfully')).toBeInTheDocument();
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      expect(onClose).toHaveBeenCalled();
      expect(await requestsTo('PATCH /api/equipment/7')[0].json()).toMatchObject({
        name: 'Furnace',
        brand: 'Carrier',
        modelNumber: '59SC5A080',
        serialNumber: '4515E12345',
        type: 'HVAC',
        installationDate: '2018',
      });
      expect(requestsTo('POST /api/equipment/7/photos')).toHaveLength(1);
    });
  });
});
