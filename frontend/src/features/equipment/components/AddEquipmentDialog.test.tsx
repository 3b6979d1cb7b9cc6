import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { aUser } from '../../../test/users';
import { CaptureQueue, QueueFullError } from '../capture-queue';
import type { LabelAnalysis } from '../equipment';
import { aRheemLabel, anEquipment, NO_INVENTORY_CHANGES } from '../equipment.fixtures';
import { AddEquipmentDialog } from './AddEquipmentDialog';

const homes = [
  aHome({ id: 5, name: 'Lake House', address: '9 Shore Rd', city: 'Madison', state: 'WI', zipCode: '53703' }),
  aHome({ id: 6, name: 'City Flat' }),
];
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
const rheemLabel = aRheemLabel();
const thisYear = new Date().getFullYear();
const image = (name: string, bytes = 100, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

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

  it('brings the first invalid field into view and focuses it when a submit is stopped', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = openDialog({}, 5);
    await user.click(textbox('Notes'));

    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(textbox(/Equipment Name/)).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(textbox(/Equipment Name/));
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
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
      {
        'POST /api/equipment/analyze': { body: nothingFound },
        'POST /api/equipment': saved.responder,
        'POST /api/equipment/42/photos': { body: created },
      },
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
      ...NO_INVENTORY_CHANGES,
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

  describe('label photo', () => {
    it('reads the label: fills the form, sets the installation year, shows the age and saves as completed', async () => {
      const analysis = deferredReply();
      const { user, requestsTo } = openDialog(
        {
          'POST /api/equipment/analyze': analysis.responder,
          'POST /api/equipment': { status: 201, body: anEquipment({ id: 42 }) },
          'POST /api/equipment/42/photos': { body: anEquipment({ id: 42 }) },
        },
        5,
      );
      await within(screen.getByRole('combobox', { name: /Home Location/ })).findByRole('option', {
        name: '123 Main St, Springfield, IL 62701',
      });
      await user.selectOptions(screen.getByRole('combobox', { name: /Home Location/ }), '6');
      await user.click(textbox('Notes'));
      await user.paste('typed before the photo');

      await user.upload(screen.getByLabelText('Photo Library'), image('label.jpg'));

      // Busy: the preview is covered, the buttons and inputs wait.
      expect(await screen.findByRole('status')).toHaveTextContent('Analyzing...');
      expect(screen.getByRole('img', { name: 'label.jpg' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Photo Library' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
      expect(screen.getByLabelText('Photo Library')).toBeDisabled();
      expect(textbox(/Equipment Name/)).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Add Equipment' })).toBeDisabled();
      const sent = await requestsTo('POST /api/equipment/analyze')[0].text();
      expect(sent).toMatch(/name="image".*\r\nContent-Type: image\/jpeg/s);

      analysis.release({ body: rheemLabel });

      expect(await screen.findByText('Image analyzed successfully')).toBeInTheDocument();
      expect(
        screen.getByText('Found: Name, Brand, Model Number, Serial Number, Type', { exact: true }),
      ).toBeInTheDocument();
      await waitFor(() => expect(textbox(/Equipment Name/)).toHaveValue('Rheem Gas Water Heater'));
      expect(textbox('Brand')).toHaveValue('Rheem');
      expect(textbox('Model Number')).toHaveValue('XG50T06EC36U1');
      expect(textbox('Serial Number')).toHaveValue('Q051512345');
      expect(textbox('Type')).toHaveValue('Gas Water Heater');
      expect(textbox('Installation Date')).toHaveValue(String(thisYear - 10));
      // The form was reset before the fill; the chosen home stays.
      expect(textbox('Notes')).toHaveValue('');
      expect(screen.getByRole('combobox', { name: /Home Location/ })).toHaveValue('6');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(textbox(/Equipment Name/)).toBeEnabled();

      const age = screen.getByRole('region', { name: 'Equipment Age Analysis' });
      expect(age).toHaveTextContent('Estimated age: 10 years');
      expect(age).toHaveTextContent(`Est. Installation Year: ${thisYear - 10}`);
      expect(age).toHaveTextContent('Confidence: Medium');
      expect(age).toHaveTextContent('Made in May 2015 — the four digits after "Q" are month 05, year 15.');

      await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
      await waitFor(() => expect(requestsTo('POST /api/equipment/42/photos')).toHaveLength(1));
      expect(await requestsTo('POST /api/equipment')[0].json()).toEqual({
        ...NO_INVENTORY_CHANGES,
        homeId: 6,
        name: 'Rheem Gas Water Heater',
        brand: 'Rheem',
        modelNumber: 'XG50T06EC36U1',
        serialNumber: 'Q051512345',
        type: 'Gas Water Heater',
        installationDate: String(thisYear - 10),
        notes: null,
        manualUrls: [],
        completed: true,
        labelReading: {
          brand: 'Rheem',
          modelNumber: 'XG50T06EC36U1',
          serialNumber: 'Q051512345',
          installationYear: String(thisYear - 10),
          alternatives: null,
        },
      });
    });

    it('shows the possible dates of a repeating code; picking one sets the installation year, and the save says what was read', async () => {
      const bradfordWhite: LabelAnalysis = {
        brand: 'Bradford White',
        modelNumber: 'M250T6FSX',
        serialNumber: 'WC1234567',
        suggestedName: 'Bradford White Gas Water Heater',
        equipmentType: 'Gas Water Heater',
        estimatedAge: {
          years: thisYear - 2020,
          confidence: 'low',
          details:
            "Made in March 2020 or 2000 — Bradford White's letters repeat every 20 years; nothing on the label rules one out, so the most recent is shown.",
          alternatives: [
            { year: 2020, month: 3 },
            { year: 2000, month: 3 },
          ],
          ruleId: 'Bradford White LETTER_YEAR_MONTH_20Y',
        },
      };
      const { user, requestsTo } = openDialog(
        {
          'POST /api/equipment/analyze': { body: bradfordWhite },
          'POST /api/equipment': { status: 201, body: anEquipment({ id: 43 }) },
          'POST /api/equipment/43/photos': { body: anEquipment({ id: 43 }) },
        },
        5,
      );
      await user.upload(screen.getByLabelText('Photo Library'), image('label.jpg'));
      const box = await screen.findByRole('region', { name: 'Equipment Age Analysis' });
      expect(box).toHaveTextContent("Made in March 2020 or 2000 — Bradford White's letters repeat every 20 years");
      expect(box).not.toHaveTextContent(/LETTER_YEAR_MONTH_20Y|\brule\b/);
      const choices = within(box).getByRole('group', { name: /Possible manufacture dates/ });
      const older = within(choices).getByRole('button', { name: 'March 2000' });
      const newer = within(choices).getByRole('button', { name: 'March 2020' });
      const installation = screen.getByRole('textbox', { name: 'Installation Date' });
      await waitFor(() => expect(installation).toHaveValue('2020'));
      expect(newer).toHaveAttribute('aria-pressed', 'true');

      await user.click(older);
      expect(installation).toHaveValue('2000');
      expect(older).toHaveAttribute('aria-pressed', 'true');
      expect(newer).toHaveAttribute('aria-pressed', 'false');

      await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
      await waitFor(() => expect(requestsTo('POST /api/equipment')).toHaveLength(1));
      expect(await requestsTo('POST /api/equipment')[0].json()).toMatchObject({
        installationDate: '2000',
        labelReading: {
          brand: 'Bradford White',
          serialNumber: 'WC1234567',
          installationYear: '2020',
          alternatives: [2020, 2000],
        },
      });
    });

    it('says when nothing was found, keeps what was typed, and does not complete the equipment', async () => {
      const { user, requestsTo } = openDialog(
        {
          'POST /api/equipment/analyze': { body: nothingFound },
          'POST /api/equipment': { status: 201, body: anEquipment({ id: 42 }) },
          'POST /api/equipment/42/photos': { body: anEquipment({ id: 42 }) },
        },
        5,
      );
      await user.type(textbox(/Equipment Name/), 'Attic Furnace');

      await user.upload(screen.getByLabelText('Take Photo'), image('blurry.jpg'));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Image analyzed successfully')).toBeInTheDocument();
      expect(
        within(toast).getByText('No equipment details found in the image. Please enter the details manually.'),
      ).toBeInTheDocument();
      const age = screen.getByRole('region', { name: 'Equipment Age Analysis' });
      expect(age).toHaveTextContent('The age could not be estimated from this label.');
      expect(age).toHaveTextContent('Confidence: Low');
      expect(age).not.toHaveTextContent('Est. Installation Year');
      expect(textbox(/Equipment Name/)).toHaveValue('Attic Furnace');
      expect(textbox('Installation Date')).toHaveValue('');

      await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
      await waitFor(() => expect(requestsTo('POST /api/equipment')).toHaveLength(1));
      expect(await requestsTo('POST /api/equipment')[0].json()).toMatchObject({
        name: 'Attic Furnace',
        installationDate: null,
        completed: false,
      });
    });

    it("takes an earlier label's details out when the next photo yields nothing (keeps what was typed)", async () => {
      const { user, requestsTo } = openDialog(
        {
          'POST /api/equipment/analyze': [{ body: rheemLabel }, { body: nothingFound }],
          'POST /api/equipment': { status: 201, body: anEquipment({ id: 42 }) },
          'POST /api/equipment/42/photos': { body: anEquipment({ id: 42 }) },
        },
        5,
      );

      await user.upload(screen.getByLabelText('Photo Library'), image('label.jpg'));
      await waitFor(() => expect(textbox('Brand')).toHaveValue('Rheem'));
      await user.click(textbox('Notes'));
      await user.paste('in the garage');

      await user.upload(screen.getByLabelText('Photo Library'), image('wall.jpg'));
      await waitFor(() => expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(2));
      await waitFor(() => expect(textbox('Brand')).toHaveValue(''));
      expect(textbox(/Equipment Name/)).toHaveValue('');
      expect(textbox('Model Number')).toHaveValue('');
      expect(textbox('Serial Number')).toHaveValue('');
      expect(textbox('Type')).toHaveValue('');
      expect(textbox('Installation Date')).toHaveValue('');
      expect(textbox('Notes')).toHaveValue('in the garage');
      expect(screen.getByRole('combobox', { name: /Home Location/ })).toHaveValue('5');

      await user.type(textbox(/Equipment Name/), 'Boiler');
      await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
      await waitFor(() => expect(requestsTo('POST /api/equipment')).toHaveLength(1));
      expect(await requestsTo('POST /api/equipment')[0].json()).toMatchObject({
        name: 'Boiler',
        brand: null,
        modelNumber: null,
        serialNumber: null,
        completed: false,
      });
    });

    it("shows the server's message in an inline alert when the analysis fails, or the default one", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = openDialog(
        {
          'POST /api/equipment/analyze': [
            { status: 422, body: { statusCode: 422, message: 'The image is too small to read' } },
            { status: 500 },
          ],
        },
        5,
      );

      await user.upload(screen.getByLabelText('Photo Library'), image('tiny.png', 100, 'image/png'));
      const dialog = screen.getByRole('dialog', { name: 'Add New Equipment' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The image is too small to read$/);
      expect(textbox(/Equipment Name/)).toBeEnabled();
      expect(within(dialog).queryByRole('region', { name: 'Equipment Age Analysis' })).not.toBeInTheDocument();

      await user.upload(screen.getByLabelText('Photo Library'), image('tiny.png', 100, 'image/png'));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Failed to analyze image$/));
      // The photo stays: it is still uploaded with the equipment.
      expect(within(dialog).getByRole('img', { name: 'tiny.png' })).toBeInTheDocument();
    });

    it('drops a label file the server refused: no preview, not uploaded with the equipment', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user, requestsTo } = openDialog(
        {
          'POST /api/equipment/analyze': {
            status: 415,
            body: { statusCode: 415, message: 'Please upload an image file' },
          },
          'POST /api/equipment': { status: 201, body: anEquipment({ id: 42 }) },
          'POST /api/equipment/42/photos': { body: anEquipment({ id: 42 }) },
        },
        5,
      );
      const input = screen.getByLabelText<HTMLInputElement>('Photo Library');

      await user.upload(input, image('fake.jpg'));
      const dialog = screen.getByRole('dialog', { name: 'Add New Equipment' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Please upload an image file$/);
      expect(within(dialog).queryByRole('img', { name: 'fake.jpg' })).not.toBeInTheDocument();
      expect(input.value).toBe('');

      await user.type(textbox(/Equipment Name/), 'Boiler');
      await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
      await waitFor(() => expect(requestsTo('POST /api/equipment')).toHaveLength(1));
      expect(await screen.findByText('Equipment added successfully')).toBeInTheDocument();
      expect(requestsTo('POST /api/equipment/42/photos')).toHaveLength(0);
    });

    it('clears the file input after every pick, so the same photo can be read again', async () => {
      const { user, requestsTo } = openDialog({ 'POST /api/equipment/analyze': { body: rheemLabel } }, 5);
      const input = screen.getByLabelText<HTMLInputElement>('Photo Library');
      const photo = image('label.jpg');

      await user.upload(input, photo);
      await screen.findByText('Image analyzed successfully');
      expect(input.value).toBe('');
      expect(input.files).toHaveLength(0);
      await user.upload(input, photo);

      await waitFor(() => expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(2));
      expect(input.value).toBe('');
    });

    it('checks the type and size before sending a label photo', async () => {
      const { user, requestsTo } = openDialog({ 'POST /api/equipment/analyze': { body: rheemLabel } }, 5);

      await user.upload(screen.getByLabelText('Take Photo'), image('manual.pdf', 10, 'application/pdf'));
      expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
      await user.upload(screen.getByLabelText('Photo Library'), image('huge.jpg', 5 * 1024 * 1024 + 1));
      expect(await screen.findByText('Please upload an image smaller than 5MB')).toBeInTheDocument();

      expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(0);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });

  describe('an empty card of the scanned kind', () => {
    const emptyHeater = anEquipment({
      id: 7,
      homeId: 5,
      name: 'Water Heater',
      templateEquipmentId: 3,
      notes: 'Garage',
    });
    const furnace = anEquipment({ id: 8, homeId: 5, name: 'Furnace' });

    it('offers to fill the empty Water Heater card; one tap updates it with the label and its photo', async () => {
      const onFilled = vi.fn();
      const backend = mockFetch({
        'GET /api/homes': { body: homes },
        'GET /api/equipment': { body: [furnace, emptyHeater] },
        'POST /api/equipment/analyze': { body: rheemLabel },
        'PATCH /api/equipment/7': { body: { ...emptyHeater, brand: 'Rheem', completed: true } },
        'POST /api/equipment/7/photos': { body: { ...emptyHeater, brand: 'Rheem', completed: true, photos: ['/p'] } },
      });
      const onClose = vi.fn();
      renderWithProviders(<AddEquipmentDialog open onClose={onClose} defaultHomeId={5} onFilled={onFilled} />);
      const user = userEvent.setup({ applyAccept: false });

      await user.upload(screen.getByLabelText('Photo Library'), image('label.jpg'));
      const offer = await screen.findByRole('region', { name: 'Empty card of this kind' });
      expect(offer).toHaveTextContent('This home has an empty Water Heater card.');
      await waitFor(() => expect(textbox(/Equipment Name/)).toHaveValue('Rheem Gas Water Heater'));
      await user.click(within(offer).getByRole('button', { name: 'Fill the empty Water Heater card' }));

      expect(await screen.findByText('Equipment updated successfully')).toBeInTheDocument();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(onFilled).toHaveBeenCalledWith(expect.objectContaining({ id: 7, homeId: 5 }));
      expect(backend.requestsTo('POST /api/equipment')).toHaveLength(0);
      expect(await backend.requestsTo('PATCH /api/equipment/7')[0].json()).toEqual({
        ...NO_INVENTORY_CHANGES,
        homeId: 5,
        name: 'Rheem Gas Water Heater',
        brand: 'Rheem',
        modelNumber: 'XG50T06EC36U1',
        serialNumber: 'Q051512345',
        type: 'Gas Water Heater',
        installationDate: String(thisYear - 10),
        // What the card had and the form left empty stays.
        notes: 'Garage',
        manualUrls: [],
        completed: true,
        labelReading: {
          brand: 'Rheem',
          modelNumber: 'XG50T06EC36U1',
          serialNumber: 'Q051512345',
          installationYear: String(thisYear - 10),
          alternatives: null,
        },
      });
      const uploads = backend.requestsTo('POST /api/equipment/7/photos');
      expect(uploads).toHaveLength(1);
      expect(await uploads[0].text()).toMatch(/name="photo".*\r\nContent-Type: image\/jpeg/s);
    });

    it('still adds it as new equipment when asked', async () => {
      const { user, requestsTo } = openDialog(
        {
          'GET /api/equipment': { body: [emptyHeater] },
          'POST /api/equipment/analyze': { body: rheemLabel },
          'POST /api/equipment': { status: 201, body: anEquipment({ id: 42 }) },
          'POST /api/equipment/42/photos': { body: anEquipment({ id: 42 }) },
        },
        5,
      );
      await user.upload(screen.getByLabelText('Photo Library'), image('label.jpg'));
      await screen.findByRole('button', { name: 'Fill the empty Water Heater card' });
      await waitFor(() => expect(textbox(/Equipment Name/)).toHaveValue('Rheem Gas Water Heater'));
      await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
      await waitFor(() => expect(requestsTo('POST /api/equipment')).toHaveLength(1));
      expect(requestsTo('PATCH /api/equipment/7')).toHaveLength(0);
    });

    it('offers nothing when the card of that kind has its details or the label names no kind', async () => {
      const filled = { ...emptyHeater, brand: 'A.O. Smith', completed: true };
      const { user } = openDialog(
        {
          'GET /api/equipment': { body: [filled, furnace] },
          'POST /api/equipment/analyze': { body: rheemLabel },
        },
        5,
      );
      await user.upload(screen.getByLabelText('Photo Library'), image('label.jpg'));
      await waitFor(() => expect(textbox(/Equipment Name/)).toHaveValue('Rheem Gas Water Heater'));
      expect(screen.queryByRole('region', { name: 'Empty card of this kind' })).not.toBeInTheDocument();
    });
  });

  describe('a label photo taken without a network (the offline queue)', () => {
    const signedIn = { 'GET /api/user': { body: aUser({ id: 7 }) }, 'GET /api/equipment': { body: [] } };

    /** The queue's IndexedDB (none in jsdom) as a record of what was kept; a real one in capture.e2e.ts. */
    function keptPhotos(refusal?: Error) {
      const kept: { userId: number; photo: File }[] = [];
      vi.spyOn(CaptureQueue.prototype, 'add').mockImplementation(async function (this: CaptureQueue, photo: File) {
        if (refusal) throw refusal;
        kept.push({ userId: this.userId, photo });
        return 100 + kept.length;
      });
      return kept;
    }

    /** The changes made to kept photos afterwards (their links). */
    function queueUpdates() {
      const updates: { userId: number; id: number; change: object }[] = [];
      vi.spyOn(CaptureQueue.prototype, 'update').mockImplementation(async function (
        this: CaptureQueue,
        id: number,
        change: object,
      ) {
        updates.push({ userId: this.userId, id, change });
      });
      return updates;
    }

    async function typeSomeDetails(user: ReturnType<typeof openDialog>['user']) {
      await user.type(textbox(/Equipment Name/), 'Basement boiler');
      await user.type(textbox('Notes'), 'behind the stairs');
      // The user is known before the photo is taken.
      await waitFor(() => expect(screen.getByRole('combobox', { name: /Home Location/ })).toHaveValue('5'));
    }

    function expectTypedDetailsKept() {
      expect(textbox(/Equipment Name/)).toHaveValue('Basement boiler');
      expect(textbox('Notes')).toHaveValue('behind the stairs');
      expect(screen.getByRole('combobox', { name: /Home Location/ })).toHaveValue('5');
      expect(textbox(/Equipment Name/)).toBeEnabled();
    }

    it("offline: keeps the photo in the user's queue instead of sending it, says so, and keeps what was typed", async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const kept = keptPhotos();
      const { user, requestsTo } = openDialog({ ...signedIn, 'POST /api/equipment/analyze': { body: rheemLabel } }, 5);
      await waitFor(() => expect(requestsTo('GET /api/user')).toHaveLength(1));
      await typeSomeDetails(user);

      const photo = image('label.jpg');
      await user.upload(screen.getByLabelText('Take Photo'), photo);

      const dialog = screen.getByRole('dialog', { name: 'Add New Equipment' });
      const notice = (await within(dialog).findByText('Photo kept on this device')).closest('[role="status"]');
      expect(notice).toHaveTextContent(
        "It will be read when you are back online. It waits under 'Label photos on this device'; what you typed here stays.",
      );
      expect(kept).toEqual([{ userId: 7, photo }]);
      expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(0);
      expectTypedDetailsKept();
      // Not the form's label photo: nothing is shown as attached, no error.
      expect(within(dialog).queryByRole('img', { name: 'label.jpg' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('online, but the analysis request finds no network: the photo is kept the same way', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const kept = keptPhotos();
      const { user, requestsTo } = openDialog(
        {
          ...signedIn,
          'POST /api/equipment/analyze': () => {
            throw new TypeError('Failed to fetch');
          },
        },
        5,
      );
      await waitFor(() => expect(requestsTo('GET /api/user')).toHaveLength(1));
      await typeSomeDetails(user);

      const photo = image('label.jpg');
      await user.upload(screen.getByLabelText('Photo Library'), photo);

      const dialog = screen.getByRole('dialog', { name: 'Add New Equipment' });
      expect(await within(dialog).findByText('Photo kept on this device')).toBeInTheDocument();
      expect(requestsTo('POST /api/equipment/analyze')).toHaveLength(1);
      expect(kept).toEqual([{ userId: 7, photo }]);
      expectTypedDetailsKept();
      expect(within(dialog).queryByText('Failed to analyze image')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('img', { name: 'label.jpg' })).not.toBeInTheDocument();
    });

    it('an answer is not a missing network: a 422 is shown as usual and nothing is kept', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const kept = keptPhotos();
      const { user, requestsTo } = openDialog(
        {
          ...signedIn,
          'POST /api/equipment/analyze': {
            status: 422,
            body: { statusCode: 422, code: 'PHOTO_UNREADABLE', reasons: ['dark'], message: 'The label is too dark.' },
          },
        },
        5,
      );
      await waitFor(() => expect(requestsTo('GET /api/user')).toHaveLength(1));

      await user.upload(screen.getByLabelText('Photo Library'), image('label.jpg'));

      const dialog = screen.getByRole('dialog', { name: 'Add New Equipment' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The label is too dark\.$/);
      expect(kept).toEqual([]);
      expect(within(dialog).queryByText('Photo kept on this device')).not.toBeInTheDocument();
    });

    it('saved after keeping a photo: the kept photo is linked to the new equipment, so it will not add a second one', async () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const kept = keptPhotos();
      const updates = queueUpdates();
      const created = anEquipment({ id: 42, homeId: 5, name: 'Basement boiler' });
      const { user, requestsTo, onClose } = openDialog(
        { ...signedIn, 'POST /api/equipment': { status: 201, body: created } },
        5,
      );
      await waitFor(() => expect(requestsTo('GET /api/user')).toHaveLength(1));
      await typeSomeDetails(user);
      await user.upload(screen.getByLabelText('Take Photo'), image('label.jpg'));
      expect(await screen.findByText('Photo kept on this device')).toBeInTheDocument();
      expect(kept).toHaveLength(1);
      expect(updates).toEqual([]);

      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await user.click(screen.getByRole('button', { name: 'Add Equipment' }));

      expect(await screen.findByText('Equipment added successfully')).toBeInTheDocument();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(updates).toEqual([{ userId: 7, id: 101, change: { link: { equipmentId: 42, homeId: 5 } } }]);
      // The kept photo is not the form's label photo: nothing was uploaded with the equipment.
      expect(requestsTo('POST /api/equipment/42/photos')).toHaveLength(0);
    });

    it('closed without saving: the kept photo stays unlinked', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      keptPhotos();
      const updates = queueUpdates();
      const { user, requestsTo, onClose } = openDialog(signedIn, 5);
      await waitFor(() => expect(requestsTo('GET /api/user')).toHaveLength(1));
      await user.upload(screen.getByLabelText('Take Photo'), image('label.jpg'));
      expect(await screen.findByText('Photo kept on this device')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(onClose).toHaveBeenCalled();
      expect(updates).toEqual([]);
    });

    it('a full queue: says so, and the form keeps what was typed', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      keptPhotos(new QueueFullError());
      const { user, requestsTo } = openDialog(signedIn, 5);
      await waitFor(() => expect(requestsTo('GET /api/user')).toHaveLength(1));
      await typeSomeDetails(user);

      await user.upload(screen.getByLabelText('Take Photo'), image('label.jpg'));

      const dialog = screen.getByRole('dialog', { name: 'Add New Equipment' });
      const notice = await within(dialog).findByText('Too many photos waiting');
      expect(notice.closest('[role="status"]')).toHaveTextContent('Read or remove some of the waiting photos first.');
      expect(within(dialog).queryByText(/Label photos on this device/)).not.toBeInTheDocument();
      expectTypedDetailsKept();
    });
  });
});
