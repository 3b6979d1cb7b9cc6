import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import { anEquipment } from '../../equipment/equipment.fixtures';

function imageFile(name: string, type: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type });
}

const home = aHome({ id: 5, name: 'Lake House', address: '9 Shore Rd', city: '', state: 'WI', zipCode: '53703' });

async function openHome(routes: MockRoutes = {}) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser() },
    'GET /api/homes/5': { body: home },
    'GET /api/equipment': { body: [] },
    ...routes,
  });
  const app = renderApp('/homes/5');
  await screen.findByRole('heading', { level: 1, name: 'Lake House' });
  return { ...backend, ...app };
}

describe('HomeDetailPage', () => {
  it('shows the name and a one-line address without the empty parts', async () => {
    await openHome();

    expect(screen.getByText('9 Shore Rd, WI 53703')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Your Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('img', { name: 'Photo of Lake House' })).not.toBeInTheDocument();
  });

  it('shows only a spinner until the home is loaded', async () => {
    let answer!: () => void;
    const loaded = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes/5': async () => {
        await loaded;
        return { body: home };
      },
    });
    renderApp('/homes/5');

    expect(await screen.findByRole('progressbar', { name: 'Loading home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add/Update Home Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake House' })).toBeInTheDocument();
  });

  it('says when the home does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes/99': { status: 404, body: { statusCode: 404, message: 'Home not found' } },
    });
    renderApp('/homes/99');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Your Home' })).toHaveAttribute('href', '/');
  });

  it('lets the camera take the home photo, refuses wrong files and uploads a good one', async () => {
    const withPhoto = { ...home, photoUrl: '/api/files/homes/5.jpg' };
    const { requestsTo } = await openHome({ 'POST /api/homes/5/photo': { body: withPhoto } });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Add/Update Home Photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    await user.upload(input, imageFile('notes.txt', 'text/plain', 10));
    let toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid file type')).toBeInTheDocument();
    expect(within(toast).getByText('Please upload an image file')).toBeInTheDocument();

    await user.upload(input, imageFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    toast = await screen.findByRole('alert');
    await within(toast).findByText('File too large');
    expect(within(toast).getByText('Please upload an image smaller than 5MB')).toBeInTheDocument();
    expect(requestsTo('POST /api/homes/5/photo')).toHaveLength(0);

    await user.upload(input, imageFile('house.jpg', 'image/jpeg', 2048));
    expect(await screen.findByText('Photo uploaded successfully')).toBeInTheDocument();
    // The toast and the page's new photo come from two renders (the answer, then the home's cache entry):
    // waited for, not read once.
    expect(await screen.findByRole('img', { name: 'Photo of Lake House' })).toHaveAttribute(
      'src',
      '/api/files/homes/5.jpg',
    );
    const [upload] = requestsTo('POST /api/homes/5/photo');
    expect(await upload.text()).toContain('name="photo"');
  });

  it("shows the server's reason when the upload fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openHome({
      'POST /api/homes/5/photo': [
        { status: 415, body: { statusCode: 415, message: 'Please upload an image file' } },
        { status: 500 },
      ],
    });

    await user.upload(screen.getByLabelText('Add/Update Home Photo'), imageFile('fake.png', 'image/png', 100));
    let toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to upload photo')).toBeInTheDocument();
    expect(within(toast).getByText('Please upload an image file')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add/Update Home Photo'), imageFile('fake.png', 'image/png', 100));
    toast = await screen.findByRole('alert');
    expect(await within(toast).findByText('Failed to upload photo')).toBeInTheDocument();
  });

  it('shows the card a label scan just filled (?show=), without opening a dialog', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes/5': { body: home },
      'GET /api/equipment': {
        body: [anEquipment({ id: 7, homeId: 5, name: 'Rheem Water Heater', brand: 'Rheem', completed: true })],
      },
    });
    const { router } = renderApp('/homes/5?show=7');

    const card = await screen.findByRole('article', { name: 'Rheem Water Heater' });
    await waitFor(() => expect(scrolled).toContain(card));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  describe('on a phone', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query.includes('max-width: 599.95px'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        })),
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it("keeps the secondary actions behind 'Home actions', so the equipment comes first", async () => {
      const user = userEvent.setup();
      await openHome();

      const toggle = screen.getByRole('button', { name: 'Home actions' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const group = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(group).not.toBeVisible();
      expect(group).toHaveAttribute('role', 'group');
      expect(screen.getByRole('link', { name: 'Back to Your Home' })).toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('group', { name: 'Home actions' })).toBe(group);
      expect(within(group).getByText('Add/Update Home Photo')).toBeVisible();
    });
  });
});
