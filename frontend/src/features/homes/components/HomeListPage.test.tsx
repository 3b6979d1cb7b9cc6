import { act, screen, waitFor, within } from '@testing-library/react';
import { instanceContactsApi } from '../../../shared/contact/instance-contacts';
import { aHome } from '../../../test/homes';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import type { SpeechRecognitionErrorEventLike, SpeechRecognitionEventLike } from '../speech-recognition';

const lakeHouse = aHome({
  id: 3,
  name: 'Lake House',
  address: '9 Shore Rd',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  type: 'Cabin',
  photoUrl: '/api/files/homes/3.jpg',
});
const cityFlat = aHome({
  id: 2,
  name: 'City Flat',
  address: '55 Elm Ave',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
});
const mainHouse = aHome({ id: 1, name: 'Main Residence', type: 'Single-family' });
const allHomes = [lakeHouse, cityFlat, mainHouse];

const serverError = { status: 500, body: { statusCode: 500, message: 'Database unavailable' } };

async function openHomeList(routes: MockRoutes = {}) {
  const backend = mockFetch({ 'GET /api/user': { body: aUser() }, 'GET /api/homes': { body: allHomes }, ...routes });
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Your Home' });
  await screen.findByRole('list', { name: 'Homes' });
  return { ...backend, ...app };
}

/** The names on the cards, in order (also while a dialog hides the page from assistive technology). */
function homeNames() {
  return within(screen.getByRole('list', { name: 'Homes', hidden: true }))
    .getAllByRole('heading', { level: 2, hidden: true })
    .map((heading) => heading.textContent);
}

describe('HomeListPage', () => {
  it('shows each home as a card with its photo or a drawing, name and full address', async () => {
    const { user, router } = await openHomeList({ 'GET /api/homes/3': { body: lakeHouse } });

    expect(homeNames()).toEqual(['Lake House', 'City Flat', 'Main Residence']);
    const lakeCard = screen.getByRole('link', { name: /Lake House/ });
    expect(lakeCard).toHaveAttribute('href', '/homes/3');
    expect(within(lakeCard).getByText('9 Shore Rd, Madison, WI 53703')).toBeInTheDocument();
    expect(lakeCard.querySelector('img')).toHaveAttribute('src', '/api/files/homes/3.jpg');
    expect(screen.getByRole('link', { name: /City Flat/ }).querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New Home' })).toHaveAttribute('href', '/homes/new');

    await user.click(lakeCard);
    await waitFor(() => expect(router.state.location.pathname).toBe('/homes/3'));
  });

  it("offers the quick links to the instance's contacts as its admin set them", async () => {
    await openHomeList({
      'GET /api/settings/public': {
        body: {
          companyName: 'Acme Homes',
          supportPhone: '+1 (555) 010-2030',
          supportEmail: 'help@acme.example',
          bookingUrl: 'https://book.acme.example/visit',
          expectedAnswerText: null,
        },
      },
    });

    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    const visit = await links.findByRole('link', { name: 'Schedule Home Visit' });
    expect(visit).toHaveAttribute('href', 'https://book.acme.example/visit');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit.getAttribute('rel')).toContain('noopener');
    expect(links.getByRole('link', { name: 'Call Your Home Company' })).toHaveAttribute('href', 'tel:+15550102030');
    expect(links.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', 'mailto:help@acme.example');
    expect(links.getByRole('link', { name: 'Photo Library' })).toHaveAttribute('href', '/photos');
  });

  it('offers only the photo library while no contact is set', async () => {
    const { store } = await openHomeList({
      'GET /api/settings/public': {
        body: { companyName: null, supportPhone: null, supportEmail: null, bookingUrl: null, expectedAnswerText: null },
      },
    });
    await waitFor(() =>
      expect(instanceContactsApi.endpoints.getInstanceContacts.select()(store.getState()).isSuccess).toBe(true),
    );

    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Photo Library']);
    expect(nav.querySelector('a[href^="tel:"], a[href^="mailto:"], a[target="_blank"]')).toBeNull();
  });

  describe('search', () => {
    it('matches name, address, city, state, ZIP code and type, ignoring case', async () => {
      const { user } = await openHomeList();
      const search = screen.getByPlaceholderText('Search homes by name, address, city, state, or ZIP code...');

      for (const [query, expected] of [
        ['lake', ['Lake House']],
        ['ELM AVE', ['City Flat']],
        ['springfield', ['Main Residence']],
        ['il', ['City Flat', 'Main Residence']],
        ['53703', ['Lake House']],
        ['6270', ['Main Residence']],
        ['0601', ['City Flat']],
        ['cabin', ['Lake House']],
        ['single-FAMILY', ['Main Residence']],
      ] as const) {
        await user.clear(search);
        await user.type(search, query);
        expect(homeNames()).toEqual(expected);
      }

      await user.clear(search);
      await user.type(search, 'nowhere');
      expect(screen.getByText('No homes match your search.')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Homes' })).not.toBeInTheDocument();
    });

    it('says when there are no homes yet', async () => {
      mockFetch({ 'GET /api/user': { body: aUser() }, 'GET /api/homes': { body: [] } });
      renderApp('/');

      expect(await screen.findByText('No homes added yet.')).toBeInTheDocument();
    });
  });

  describe('voice search', () => {
    class FakeRecognition {
      static instances: FakeRecognition[] = [];
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
      onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null = null;
      onend: (() => void) | null = null;
      start = vi.fn();
      stop = vi.fn(() => this.onend?.());
      abort = vi.fn();
      constructor() {
        FakeRecognition.instances.push(this);
      }
    }

    beforeEach(() => {
      FakeRecognition.instances = [];
    });

    it('listens once in en-US and puts the transcript in the search box', async () => {
      vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
      const { user } = await openHomeList();

      await user.click(screen.getByRole('button', { name: 'Search by voice' }));

      const [recognition] = FakeRecognition.instances;
      expect(recognition.start).toHaveBeenCalled();
      expect(recognition).toMatchObject({
        lang: 'en-US',
        continuous: false,
        interimResults: false,
        maxAlternatives: 1,
      });
      expect(screen.getByRole('button', { name: 'Stop voice search' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('voice-listening-indicator')).toBeInTheDocument();

      act(() => {
        recognition.onresult?.({ resultIndex: 0, results: [[{ transcript: 'Lake' }]] } as never);
        recognition.onend?.();
      });

      expect(screen.getByRole('searchbox', { name: 'Search homes' })).toHaveValue('Lake');
      expect(homeNames()).toEqual(['Lake House']);
      expect(screen.queryByTestId('voice-listening-indicator')).not.toBeInTheDocument();
    });

    it('only logs a recognition error and resets the button', async () => {
      vi.stubGlobal('SpeechRecognition', FakeRecognition);
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = await openHomeList();

      await user.click(screen.getByRole('button', { name: 'Search by voice' }));
      act(() => FakeRecognition.instances[0].onerror?.({ error: 'not-allowed' } as never));

      expect(consoleError).toHaveBeenCalledWith('Speech recognition error:', 'not-allowed');
      expect(screen.getByRole('button', { name: 'Search by voice' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('is disabled, with a tooltip, where the browser has no speech recognition', async () => {
      const { user } = await openHomeList();

      const button = screen.getByRole('button', { name: 'Voice search' });
      expect(button).toBeDisabled();
      await user.hover(button.parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Voice search is not supported in this browser');
    });
  });

  describe('selection and delete', () => {
    it('selects homes with the checkboxes without opening them', async () => {
      const { user, router } = await openHomeList();
      expect(screen.queryByRole('button', { name: /Delete Selected/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Select Lake House' }));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Select City Flat' }));
      expect(screen.getByRole('button', { name: 'Delete Selected (2)' })).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Select Lake House' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select City Flat' }));
      expect(screen.queryByRole('button', { name: /Delete Selected/ })).not.toBeInTheDocument();
    });

    it('asks first, removes the homes at once, and confirms when the server agrees', async () => {
      const lakeDelete = deferredReply();
      const { user, requestsTo } = await openHomeList({
        'GET /api/homes': [{ body: allHomes }, { body: [mainHouse] }],
        'DELETE /api/homes/3': lakeDelete.responder,
        'DELETE /api/homes/2': { body: { message: 'Home deleted' } },
      });

      await user.click(screen.getByRole('checkbox', { name: 'Select Lake House' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select City Flat' }));
      await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));

      // The dialog (MUI) loads when first asked for.
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(
        'Are you sure you want to delete 2 home(s)? This action cannot be undone. All equipment associated with this home will also be deleted.',
      );
      expect(requestsTo('DELETE /api/homes/3')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      // Optimistic: both cards are gone before the server answers; the dialog says what is happening.
      expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(homeNames()).toEqual(['Main Residence']);
      expect(requestsTo('DELETE /api/homes/2')).toHaveLength(1);
      expect(requestsTo('DELETE /api/homes/3')).toHaveLength(1);

      lakeDelete.release({ body: { message: 'Home deleted' } });

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Homes deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(homeNames()).toEqual(['Main Residence']);
      expect(screen.queryByRole('button', { name: /Delete Selected/ })).not.toBeInTheDocument();
      expect(requestsTo('DELETE /api/homes/3')).toHaveLength(1);
    });

    it('takes the deleted home out of Needs attention (the attention list is fetched again)', async () => {
      const lakeItem = {
        kind: 'incomplete',
        homeId: 3,
        equipmentId: 30,
        dueDate: null,
        title: 'Boathouse pump: details missing',
        detail: 'Add brand, model and photos · Lake House',
      };
      const { user, requestsTo } = await openHomeList({
        'GET /api/homes': [{ body: allHomes }, { body: [cityFlat, mainHouse] }],
        'GET /api/attention': [{ body: [lakeItem] }, { body: [] }],
        'DELETE /api/homes/3': { body: { message: 'Home deleted' } },
      });
      const panel = await screen.findByRole('region', { name: 'Needs attention' });
      expect(within(panel).getByText('Boathouse pump: details missing')).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Select Lake House' }));
      await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Homes deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument());
      expect(screen.queryByText('Boathouse pump: details missing')).not.toBeInTheDocument();
      expect(requestsTo('GET /api/attention')).toHaveLength(2);
    });

    it('tries a failed delete once more before giving up, then puts the homes back', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      // The refetch after the failure never answers here: the homes come back from the undo alone.
      const refetch = deferredReply();
      const { user, requestsTo } = await openHomeList({
        'GET /api/homes': [{ body: allHomes }, refetch.responder],
        'DELETE /api/homes/3': [serverError, serverError],
        'DELETE /api/homes/2': { body: { message: 'Home deleted' } },
      });

      await user.click(screen.getByRole('checkbox', { name: 'Select Lake House' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select City Flat' }));
      await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Failed to delete homes')).toBeInTheDocument();
      expect(within(toast).getByText('Failed to delete 2 homes')).toBeInTheDocument();
      expect(requestsTo('DELETE /api/homes/3')).toHaveLength(2);
      expect(requestsTo('DELETE /api/homes/2')).toHaveLength(1);
      await waitFor(() => expect(homeNames()).toEqual(['Lake House', 'City Flat', 'Main Residence']));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The selection stays, so the user can try again.
      expect(screen.getByRole('button', { name: 'Delete Selected (2)' })).toBeInTheDocument();
    });

    it('succeeds when the second try goes through', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user, requestsTo } = await openHomeList({
        'GET /api/homes': [{ body: allHomes }, { body: [cityFlat, mainHouse] }],
        'DELETE /api/homes/3': [serverError, { body: { message: 'Home deleted' } }],
      });

      await user.click(screen.getByRole('checkbox', { name: 'Select Lake House' }));
      await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure you want to delete 1 home(s)?');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Homes deleted successfully')).toBeInTheDocument();
      expect(requestsTo('DELETE /api/homes/3')).toHaveLength(2);
      expect(homeNames()).toEqual(['City Flat', 'Main Residence']);
    });

    it('keeps everything when the user cancels', async () => {
      const { user, requestsTo } = await openHomeList();

      await user.click(screen.getByRole('checkbox', { name: 'Select Lake House' }));
      await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requestsTo('DELETE /api/homes/3')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeInTheDocument();
    });
  });
});
