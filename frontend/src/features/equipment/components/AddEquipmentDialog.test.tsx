import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { anEquipment } from '../equipment.fixtures';
import { AddEquipmentDialog } from './AddEquipmentDialog';

const homes = [
  aHome({ id: 5, name: 'Lake House', address: '9 Shore Rd', city: 'Madison', state: 'WI', zipCode: '53703' }),
  aHome({ id: 6, name: 'City Flat' }),
];
const image = (name: string, bytes = 100, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

function openDialog(routes: MockRoutes = {}, defaultHomeId?: number) {
  const backend = mockFetch({ 'GET /api/homes': { body: homes }, ...routes });
  const onClose = vi.fn();
  const view = renderWithProviders(<AddEquipmentDialog open onClose={onClose} defaultHomeId={defaultHomeId} />);
  const user = userEvent.setup({ applyAccept: false });
  return { ...backend, ...view, user, onClose };
}

describe('AddEquipmentDialog', () => {
  it('shows the title, hint, label photo buttons and the homes by address', async () => {
    openDialog({}, 5);

    const dialog = screen.getByRole('dialog', { name: 'Add New Equipment' });
    expect(
      within(dialog).getByText('Take a photo of the equipment label or enter the details manually.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Equipment Label Photo')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Photo Library')).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByLabelText('Take Photo')).toHaveAttribute('capture', 'environment');
    expect(within(dialog).getByText('Additional Photos - Condition & Location')).toBeInTheDocument();
    expect(within(dialog).queryByText('Equipment Age Analysis')).not.toBeInTheDocument();

    const home = within(dialog).getByRole('combobox', { name: /Home Location/ });
    expect(home).toBeRequired();
    expect(await within(home).findByRole('option', { name: '9 Shore Rd, Madison, WI 53703' })).toBeInTheDocument();
    expect(home).toHaveValue('5');
    expect(within(dialog).getByRole('textbox', { name: /Equipment Name/ })).toBeRequired();
    expect(within(dialog).getByText('e.g., 2020')).toBeInTheDocument();
  });

  it('requires a home and a name', async () => {
    const { user, requestsTo } = openDialog();

    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));

    expect(await screen.findByText('Home is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(requestsTo('POST /api/equipment')).toHaveLength(0);
  });

  it('refuses files that are not images or too large', async () => {
    const { user } = openDialog({}, 5);

    await user.upload(screen.getByLabelText('Photo Library'), image('notes.txt', 10, 'text/plain'));
    let toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid file type')).toBeInTheDocument();
    expect(within(toast).getByText('Please upload an image file')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add Photo'), image('huge.jpg', 5 * 1024 * 1024 + 1));
    toast = await screen.findByRole('alert');
    expect(await within(toast).findByText('File too large')).toBeInTheDocument();
    expect(within(toast).getByText('Please upload an image smaller than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'huge.jpg' })).not.toBeInTheDocument();
  });

  it('saves, uploads the label photo then the additional photos, and closes', async () => {
    const saved = deferredReply();
    const created = anEquipment({ id: 42, homeId: 6, name: 'Boiler' });
    const { user, requestsTo, onClose } = openDialog(
      { 'POST /api/equipment': saved.responder, 'POST /api/equipment/42/photos': { body: created } },
      5,
    );

    await user.upload(screen.getByLabelText('Take Photo'), image('label.png', 100, 'image/png'));
    await user.upload(screen.getByLabelText('Add Photo'), image('front.jpg'));
    await user.upload(screen.getByLabelText('Add Photo'), image('side.webp', 100, 'image/webp'));
    expect(screen.getByRole('img', { name: 'front.jpg' })).toBeInTheDocument();
    await within(screen.getByRole('combobox', { name: /Home Location/ })).findByRole('option', {
      name: '123 Main St, Springfield, IL 62701',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /Home Location/ }), '6');
    await user.type(screen.getByRole('textbox', { name: /Equipment Name/ }), ' Boiler ');
    await user.click(screen.getByRole('textbox', { name: 'Brand' }));
    await user.paste('Weil-McLain');
    await user.type(screen.getByRole('textbox', { name: 'Installation Date' }), '2020');
    await user.click(screen.getByRole('button', { name: 'Add Manual URL' }));
    await user.click(screen.getByRole('textbox', { name: 'Manual URL 1' }));
    await user.paste('https://example.com/boiler.pdf');
    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));

    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    saved.release({ status: 201, body: created });

    expect(await screen.findByText('Equipment added successfully')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await requestsTo('POST /api/equipment')[0].json()).toEqual({
      homeId: 6,
      name: 'Boiler',
      brand: 'Weil-McLain',
      modelNumber: null,
      serialNumber: null,
      type: null,
      installationDate: '2020',
      notes: null,
      manualUrls: ['https://example.com/boiler.pdf'],
      completed: false,
    });
    const uploads = await Promise.all(requestsTo('POST /api/equipment/42/photos').map((request) => request.text()));
    expect(uploads).toHaveLength(3);
    // jsdom's files lose their names in the multipart body; their types tell them apart.
    expect(uploads[0]).toMatch(/name="photo".*\r\nContent-Type: image\/png/s);
    expect(uploads[1]).toContain('Content-Type: image/jpeg');
    expect(uploads[2]).toContain('Content-Type: image/webp');
    // The form and photos are reset for the next time.
    expect(screen.getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'front.jpg' })).not.toBeInTheDocument();
  });

  it('says why the equipment was not added and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onClose } = openDialog(
      { 'POST /api/equipment': { status: 400, body: { statusCode: 400, message: 'Name is required' } } },
      5,
    );

    await user.type(screen.getByRole('textbox', { name: /Equipment Name/ }), 'Boiler');
    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to add equipment')).toBeInTheDocument();
    expect(within(toast).getByText('400: Name is required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Equipment Name/ })).toHaveValue('Boiler');
  });

  it('says when the additional photos could not be uploaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openDialog(
      {
        'POST /api/equipment': { status: 201, body: anEquipment({ id: 42 }) },
        'POST /api/equipment/42/photos': { status: 500, body: { statusCode: 500, message: 'Boom' } },
      },
      5,
    );

    await user.upload(screen.getByLabelText('Add Photo'), image('front.jpg'));
    await user.type(screen.getByRole('textbox', { name: /Equipment Name/ }), 'Boiler');
    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));

    expect(await screen.findByText('Failed to upload additional photos')).toBeInTheDocument();
  });
});
