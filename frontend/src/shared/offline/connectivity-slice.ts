import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the server could be reached at the last try: false after a request failed for want of a
 * network or was answered from the service worker's offline copy, true again after a network answer.
 * With the browser's own `navigator.onLine`, it decides the 'Offline' banner.
 */
export interface ConnectivityState {
  serverUnreachable: boolean;
}

const initialState: ConnectivityState = { serverUnreachable: false };

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    serverUnreachable(state) {
      state.serverUnreachable = true;
    },
    serverReached(state) {
      state.serverUnreachable = false;
    },
  },
  selectors: {
    selectServerUnreachable: (state) => state.serverUnreachable,
  },
});

export const { serverUnreachable, serverReached } = connectivitySlice.actions;
export const { selectServerUnreachable } = connectivitySlice.selectors;

/** What a change answers while offline (spec-free wording: writes need the network). */
export const OFFLINE_WRITE_MESSAGE =
  'You are offline: this change needs the network. Try again when you are back online.';
/** What a read answers while offline when this device kept no copy of it. */
export const OFFLINE_READ_MESSAGE = 'You are offline, and this was not opened on this device before.';

/** The browser's own idea of being offline (false where it has none, e.g. outside a browser). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
