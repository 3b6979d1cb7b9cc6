import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { Toaster } from '../app/layout/Toaster';
import { appRoutes } from '../app/router';
import { makeStore } from '../app/store';
import { MuiTheme } from '../shared/theme/MuiTheme';

/**
 * Renders `ui` with a fresh store, the MUI theme (in the app the signed-in layout brings it; the plain first
 * page does not read it) and the toast area.
 */
export function renderWithProviders(ui: ReactNode, store = makeStore()) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MuiTheme>{ui}</MuiTheme>
      <Toaster />
    </AppProviders>,
  );
  return { ...view, store, user };
}

/** Renders the whole app at `path` with in-memory routing and a fresh store. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, router };
}
