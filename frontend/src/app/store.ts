import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../shared/api/base-api';
import { connectivitySlice } from '../shared/offline/connectivity-slice';
import { toastSlice } from '../shared/toast/toast-slice';

const rootReducer = combineSlices(baseApi, toastSlice, connectivitySlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A new store; the app makes one at start-up and every test makes its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
