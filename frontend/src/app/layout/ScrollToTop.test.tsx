import { act, screen } from '@testing-library/react';
import { aHome } from '../../test/homes';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render';
import { aUser } from '../../test/users';

describe('ScrollToTop', () => {
  it('opens a new page at its top, but not on back/forward or a change of the query alone', async () => {
    const home = aHome({ id: 5, name: 'Lake House' });
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes': { body: [home] },
      'GET /api/homes/5': { body: home },
      'GET /api/equipment': { body: [] },
    });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router } = renderApp('/homes/new');
    await screen.findByRole('heading', { level: 1 });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/homes/5'));
    await screen.findByRole('heading', { level: 1, name: 'Lake House' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/homes/5?equipment=3'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Create New Home Book' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
