import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHome } from '../../../test/homes';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import type { Photo } from '../photo';

function aPhoto(overrides: Partial<Photo>): Photo {
  return {
    id: 1,
    userId: 1,
    url: '/api/files/photos/1.jpg',
    type: 'additional',
    equipmentId: null,
    homeId: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    homeName: null,
    homeAddress: null,
    ...overrides,
  };
}

const lake = { homeId: 3, homeName: 'Lake House', homeAddress: '9 Shore Rd, Madison, WI 53703' };
const main = { homeId: 1, homeName: 'Main Residence', homeAddress: '123 Main St, Springfield, IL 62701' };
const photos = [
  aPhoto({ id: 14, ...lake, url: '/api/files/photos/14.jpg', createdAt: '2025-03-20T12:00:00.000Z' }),
  aPhoto({ id: 13, url: '/api/files/photos/13.jpg', createdAt: '2025-02-11T12:00:00.000Z' }),
  aPhoto({ id: 12, ...main, type: 'equipment', equipmentId: 8, createdAt: '2025-01-05T12:00:00.000Z' }),
  aPhoto({ id: 11, ...lake, createdAt: '2024-12-31T12:00:00.000Z' }),
];
const homes = [aHome({ id: 3, name: 'Lake House' }), aHome({ id: 1, name: 'Main Residence' })];

function imageFile(name: string, type: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function openLibrary(routes: MockRoutes = {}) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser() },
    'GET /api/photos': { body: photos },
    'GET /api/homes': { body: homes },
    ...routes,
  });
  const app = renderApp('/photos');
  await screen.findByRole('heading', { level: 1, name: 'Photo Library' });
  return { ...backend, ...app };
}

function group(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('PhotoLibraryPage', () => {
  it('groups the photos by home, with the address, and puts the rest under Other Photos', async () => {
    await openLibrary();
    await screen.findByRole('region', { name: 'Lake House' });

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Lake House',
      'Main Residence',
      'Other Photos',
    ]);
    expect(within(group('Lake House')).getByText('9 Shore Rd, Madison, WI 53703')).toBeInTheDocument();
    expect(within(group('Main Residence')).getByText('123 Main St, Springfield, IL 62701')).toBeInTheDocument();

    const lakeDates = within(group('Lake House'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.textContent);
    expect(lakeDates).toEqual(['Mar 20, 2025', 'Dec 31, 2024']);
    expect(within(group('Main Residence')).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(group('Other Photos')).getByRole('img')).toHaveAttribute('src', '/api/files/photos/13.jpg');
    expect(within(group('Other Photos')).getByText('Feb 11, 2025')).toBeInTheDocument();
  });

  it('invites the first upload when there are no photos', async () => {
    await openLibrary({ 'GET /api/photos': { body: [] } });

    expect(
      await screen.findByText('No photos added yet. Click "Upload Photo" to add your first photo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
  });

  it('uploads a photo for the chosen home and shows it', async () => {
    const uploaded = aPhoto({
      id: 20,
      ...main,
      url: '/api/files/photos/20.png',
      createdAt: '2025-04-02T12:00:00.000Z',
    });
    const { user, requestsTo } = await openLibrary({
      'GET /api/photos': [{ body: photos }, { body: [uploaded, ...photos] }],
      'POST /api/photos': { status: 201, body: uploaded },
    });
    const input = screen.getByLabelText('Upload Photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.selectOptions(await screen.findByLabelText('Home (optional)'), 'Main Residence');
    await user.upload(input, imageFile('porch.png', 'image/png', 4096));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Photo uploaded successfully')).toBeInTheDocument();
    const body = await requestsTo('POST /api/photos')[0].text();
    expect(body).toMatch(/name="type"\r\n\r\nadditional\r\n/);
    expect(body).toMatch(/name="homeId"\r\n\r\n1\r\n/);
    expect(body).toMatch(/name="photo"; filename="[^"]*"\r\nContent-Type: image\/png/);
    await waitFor(() => expect(within(group('Main Residence')).getByText('Apr 2, 2025')).toBeInTheDocument());
  });

  it('sends no home when none is chosen', async () => {
    const { user, requestsTo } = await openLibrary({ 'POST /api/photos': { status: 201, body: aPhoto({ id: 21 }) } });

    await user.upload(screen.getByLabelText('Upload Photo'), imageFile('yard.webp', 'image/webp', 4096));

    await screen.findByText('Photo uploaded successfully');
    const body = await requestsTo('POST /api/photos')[0].text();
    expect(body).toContain('name="photo"');
    expect(body).not.toContain('name="homeId"');
  });

  it('checks the file before uploading it', async () => {
    const { requestsTo } = await openLibrary();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Upload Photo');

    fireEvent.change(input, { target: { files: [] } });
    expect(await screen.findByText('No file selected')).toBeInTheDocument();

    await user.upload(input, imageFile('anim.gif', 'image/gif', 100));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image file')).toBeInTheDocument();

    await user.upload(input, imageFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image smaller than 5MB')).toBeInTheDocument();

    expect(requestsTo('POST /api/photos')).toHaveLength(0);
  });

  it('reports a failed upload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openLibrary({
      'POST /api/photos': {
        status: 413,
        body: { statusCode: 413, message: 'Please upload an image smaller than 5MB' },
      },
    });

    await user.upload(screen.getByLabelText('Upload Photo'), imageFile('a.jpg', 'image/jpeg', 100));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to upload photo')).toBeInTheDocument();
    expect(within(toast).getByText('413: Please upload an image smaller than 5MB')).toBeInTheDocument();
  });
});
