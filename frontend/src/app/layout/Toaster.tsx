import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentToast } from '../../shared/toast/toast-slice';

// The snackbar and alert are not part of the first page's download: they load right after the app has
// mounted (not when the first toast comes, or a toast replaced quickly by the next would never be drawn).
const loadToastNotice = () => import('./ToastNotice');
const ToastNotice = lazy(async () => ({ default: (await loadToastNotice()).ToastNotice }));

/**
 * The notice area: shows the current toast; F8 moves focus here.
 * Each toast mounts a fresh area at the end of <body>, so a dialog that is already open (which hides
 * everything else from assistive technology) does not hide the toast as well.
 */
export function Toaster() {
  const toast = useSelector(selectCurrentToast);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadToastNotice();
  }, []);

  useEffect(() => {
    function focusOnF8(event: KeyboardEvent) {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    }
    document.addEventListener('keydown', focusOnF8);
    return () => document.removeEventListener('keydown', focusOnF8);
  }, []);

  return (
    <Portal>
      <Box
        key={toast?.id ?? 'no-toast'}
        ref={regionRef}
        role="region"
        aria-label="Notifications (F8)"
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {toast && (
          <Suspense fallback={null}>
            <ToastNotice toast={toast} />
          </Suspense>
        )}
      </Box>
    </Portal>
  );
}
