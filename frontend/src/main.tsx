import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { askFirstPageReads } from './app/ask-first-page-reads';
import { ErrorBoundary } from './app/layout/ErrorBoundary';
import { Toaster } from './app/layout/Toaster';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { registerAppUpdates } from './shared/offline/app-updates';
import { UpdateNotice } from './shared/offline/UpdateNotice';
import { adoptFirstReads } from './shared/api/first-reads';
// The first page is drawn with plain CSS, not MUI (docs/architecture.md, "First page").
import './shared/plain-ui/plain-ui.css';

const store = makeStore();
// The reads public/first-reads.js started before this script had loaded, taken once by the API's fetch; then
// who is signed in and the page's data are asked at once, in parallel with the first route's code instead of
// after it (docs/architecture.md, "First page").
adoptFirstReads();
void askFirstPageReads(store, location.pathname);
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
