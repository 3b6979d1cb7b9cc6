import { act, screen, within } from '@testing-library/react';
import { showToast } from '../../shared/toast/toast-slice';
import { renderWithProviders } from '../../test/render';

describe('Toaster', () => {
  it('shows only the newest toast', async () => {
    const { store } = renderWithProviders(null);

    act(() => {
      store.dispatch(showToast({ title: 'First notice', description: 'Older' }));
      store.dispatch(showToast({ title: 'Second notice', description: 'Newer' }));
    });

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Second notice')).toBeInTheDocument();
    expect(within(toast).getByText('Newer')).toBeInTheDocument();
    expect(screen.queryByText('First notice')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('gives destructive toasts the error look', async () => {
    const { store } = renderWithProviders(null);

    act(() => {
      store.dispatch(showToast({ title: 'Login failed', variant: 'destructive' }));
    });

    expect(await screen.findByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('closes with its close control', async () => {
    const { store, user } = renderWithProviders(null);
    act(() => {
      store.dispatch(showToast({ title: 'Avatar updated' }));
    });

    await user.click(await screen.findByRole('button', { name: 'Close' }));

    expect(store.getState().toasts.current?.open ?? false).toBe(false);
  });

  it('closes by itself after 5 seconds', async () => {
    const { store } = renderWithProviders(null);
    // The notice's code loads with the first toast; the clock is faked once it is shown.
    act(() => {
      store.dispatch(showToast({ title: 'Profile saved' }));
    });
    await screen.findByRole('alert');
    vi.useFakeTimers();
    try {
      act(() => {
        store.dispatch(showToast({ title: 'Avatar updated' }));
      });
      expect(screen.getByText('Avatar updated')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(4900));
      expect(store.getState().toasts.current?.open).toBe(true);
      act(() => vi.advanceTimersByTime(200));
      expect(store.getState().toasts.current?.open ?? false).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves focus to the notice area on F8', async () => {
    const { store, user } = renderWithProviders(null);
    act(() => {
      store.dispatch(showToast({ title: 'Avatar updated' }));
    });
    await screen.findByRole('alert');

    await user.keyboard('{F8}');

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
