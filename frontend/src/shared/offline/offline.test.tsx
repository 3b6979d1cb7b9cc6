import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import type { ApiError } from '../api/api-error';
import { baseApi } from '../api/base-api';
import type { AppUpdates } from './app-updates';
import { OFFLINE_READ_MESSAGE, OFFLINE_WRITE_MESSAGE } from './connectivity-slice';
import { OfflineBanner } from './OfflineBanner';
import { OFFLINE_COPY_HEADER } from './offline-copies';
import { UpdateNotice } from './UpdateNotice';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    readProbe: build.query<unknown, void>({ query: () => 'api/probe' }),
    writeProbe: build.mutation<unknown, void>({ query: () => ({ url: 'api/probe', method: 'POST', body: {} }) }),
  }),
});

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('offline', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('does not send a change while the browser is offline, and says it needs the network', async () => {
    const { fetchMock } = mockFetch({ 'POST /api/probe': { status: 201, body: {} } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.writeProbe.initiate());

    expect((result.error as ApiError).message).toBe(OFFLINE_WRITE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().connectivity.serverUnreachable).toBe(true);
  });

  it('shows the banner for an answer served from the offline copy, and hides it after a network answer', async () => {
    let offlineCopy = true;
    mockFetch({ 'GET /api/probe': () => ({ status: 200, body: { ok: true } }) });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await realFetch(input, init);
      if (!offlineCopy) return response;
      const headers = new Headers(response.headers);
      headers.set(OFFLINE_COPY_HEADER, '1');
      return new Response(await response.text(), { status: response.status, headers });
    });
    const { store } = renderWithProviders(<OfflineBanner />);

    await act(() => store.dispatch(probeApi.endpoints.readProbe.initiate()));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Changes need the network.');

    offlineCopy = false;
    await act(() => store.dispatch(probeApi.endpoints.readProbe.initiate(undefined, { forceRefetch: true })));
    await waitFor(() => expect(screen.queryByText('Offline')).not.toBeInTheDocument());
  });

  it('reads a failed fetch as offline, and follows the browser going offline and online', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { store } = renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();

    const result = await act(() => store.dispatch(probeApi.endpoints.readProbe.initiate()));
    expect((result.error as ApiError).message).toBe(OFFLINE_READ_MESSAGE);
    expect(await screen.findByText('Offline')).toBeInTheDocument();

    act(() => setBrowserOnline(true));
    await waitFor(() => expect(screen.queryByText('Offline')).not.toBeInTheDocument());
    act(() => setBrowserOnline(false));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
  });
});

describe('UpdateNotice', () => {
  function fakeUpdates() {
    const listeners = new Set<() => void>();
    let waiting = false;
    const updates: AppUpdates = {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      isWaiting: () => waiting,
      applyNow: vi.fn(async () => {}),
    };
    const newVersionInstalled = () => {
      waiting = true;
      listeners.forEach((listener) => listener());
    };
    return { updates, newVersionInstalled };
  }

  it("says 'New version available' once one waits, and 'Reload' switches to it", async () => {
    const { updates, newVersionInstalled } = fakeUpdates();
    const { user } = renderWithProviders(<UpdateNotice updates={updates} />);
    expect(screen.queryByText('New version available')).not.toBeInTheDocument();

    act(() => newVersionInstalled());
    expect(await screen.findByText('New version available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updates.applyNow).toHaveBeenCalledTimes(1);
  });

  it("'Later' leaves the new version for the next visit", async () => {
    const { updates, newVersionInstalled } = fakeUpdates();
    const { user } = renderWithProviders(<UpdateNotice updates={updates} />);
    act(() => newVersionInstalled());
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByText('New version available')).not.toBeInTheDocument());
    expect(updates.applyNow).not.toHaveBeenCalled();
  });
});
