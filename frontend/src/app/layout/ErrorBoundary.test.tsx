import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteErrorFallback } from './RouteErrorFallback';

function Crash({ error }: { error: Error }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React reports caught rendering errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the fallback page with the error message', () => {
    renderWithProviders(
      <ErrorBoundary>
        <Crash error={new Error('Cannot read the equipment list')} />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the equipment list')).toBeInTheDocument();
  });

  it('falls back to a generic message when the error has none', () => {
    renderWithProviders(
      <ErrorBoundary>
        <Crash error={new Error('')} />
      </ErrorBoundary>,
    );

    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('reloads the page from the Reload page button', async () => {
    const reload = vi.fn();
    const { user } = renderWithProviders(
      <ErrorBoundary onReload={reload}>
        <Crash error={new Error('Boom')} />
      </ErrorBoundary>,
    );

    await user.click(screen.getByRole('button', { name: 'Reload page' }));

    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores ResizeObserver errors', () => {
    let thrown = false;
    function ThrowsOnce() {
      if (!thrown) {
        thrown = true;
        throw new Error('ResizeObserver loop completed with undelivered notifications.');
      }
      return <p>Still here</p>;
    }

    renderWithProviders(
      <ErrorBoundary>
        <ThrowsOnce />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('is also what the router shows when a page crashes', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Crash error={new Error('Page exploded')} />, errorElement: <RouteErrorFallback /> },
    ]);

    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Page exploded')).toBeInTheDocument();
  });
});
