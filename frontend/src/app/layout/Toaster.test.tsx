import { act, fireEvent, screen, within } from '@testing-library/react';
import { showToast } from '../../shared/toast/toast-slice';
import { renderWithProviders } from '../../test/render';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from './ToastNotice';

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

    expect(await screen.findByRole('alert')).toHaveClass('yhb-toast--error');
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

  it('gives other toasts the light look', async () => {
    const { store } = renderWithProviders(null);

    act(() => {
      store.dispatch(showToast({ title: 'Profile saved' }));
    });

    expect(await screen.findByRole('alert')).toHaveClass('yhb-toast--info');
  });

  describe('on a fake clock', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('closes on Escape, then leaves once it has faded out', () => {
      const { store } = renderWithProviders(null);
      act(() => {
        store.dispatch(showToast({ title: 'Avatar updated' }));
      });

      fireEvent.keyDown(document, { key: 'Escape' });
      expect(store.getState().toasts.current?.open).toBe(false);
      expect(screen.getByRole('alert')).toHaveClass('yhb-toast--closing');

      act(() => vi.advanceTimersByTime(TOAST_EXIT_MS - 1));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(store.getState().toasts.current).toBeNull();
    });

    it('stays open while the pointer is over it, then closes after half its time', () => {
      const { store } = renderWithProviders(null);
      act(() => {
        store.dispatch(showToast({ title: 'Avatar updated' }));
      });
      const toast = screen.getByRole('alert');

      fireEvent.mouseEnter(toast);
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
      expect(store.getState().toasts.current?.open).toBe(true);

      fireEvent.mouseLeave(toast);
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS / 2 - 1));
      expect(store.getState().toasts.current?.open).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(store.getState().toasts.current?.open).toBe(false);
    });

    it('stays open while the window is in the background', () => {
      const { store } = renderWithProviders(null);
      act(() => {
        store.dispatch(showToast({ title: 'Avatar updated' }));
      });

      fireEvent.blur(window);
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
      expect(store.getState().toasts.current?.open).toBe(true);

      fireEvent.focus(window);
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS / 2));
      expect(store.getState().toasts.current?.open).toBe(false);
    });
  });
});
