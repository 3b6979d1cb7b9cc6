import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { ErrorBoundary } from './app/layout/ErrorBoundary';
import { Toaster } from './app/layout/Toaster';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <ErrorBoundary>
        <RouterProvider router={router} />
        <Toaster />
      </ErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
