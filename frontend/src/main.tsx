import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
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
