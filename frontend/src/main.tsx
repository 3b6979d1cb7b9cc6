import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { ErrorBoundary } from './app/layout/ErrorBoundary';
import { Toaster } from './app/layout/Toaster';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { registerAppUpdates } from './shared/offline/app-updates';
import { UpdateNotice } from './shared/offline/UpdateNotice';
import { sessionApi } from './shared/session/session-api';
// The first page is drawn with plain CSS, not MUI (docs/architecture.md, "First page").
import './shared/plain-ui/plain-ui.css';

const store = makeStore();
// Who is signed in, asked at once: in parallel with the first route's code instead of after it (the route
// guards read this answer; docs/architecture.md, "First page").
void store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
// A home's page (a QR label's link, a bookmark) asks for its data at once too, in parallel with the session
// check and the route's code rather than after them (docs/architecture.md, "First page").
const homeDetailId = Number(matchPath('/homes/:id', location.pathname)?.params.id);
if (Number.isSafeInteger(homeDetailId) && homeDetailId > 0) {
  void import('./app/prefetch-home-detail').then(({ prefetchHomeDetail }) => prefetchHomeDetail(store, homeDetailId));
}
const router = createAppRouter();
const updates = registerAppUpdates();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <ErrorBoundary>
        <RouterProvider router={router} />
        <Toaster />
        <UpdateNotice updates={updates} />
      </ErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
