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

const store = makeStore();
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
