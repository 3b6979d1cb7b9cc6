import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, removeToast, selectCurrentToast } from '../../shared/toast/toast-slice';

export const TOAST_DURATION_MS = 5000;

/**
 * The notice area: shows the current toast; F8 moves focus here.
 * Each toast mounts a fresh area at the end of <body>, so a dialog that is already open (which hides
 * everything else from assistive technology) does not hide the toast as well.
 */
export function Toaster() {
  const toast = useSelector(selectCurrentToast);
  const dispatch = useDispatch();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function focusOnF8(event: KeyboardEvent) {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    }
    document.addEventListener('keydown', focusOnF8);
    return () => document.removeEventListener('keydown', focusOnF8);
  }, []);

  const destructive = toast?.variant === 'destructive';

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
          <Snackbar
            open={toast.open}
            autoHideDuration={TOAST_DURATION_MS}
            onClose={(_event, reason) => {
              if (reason !== 'clickaway') dispatch(dismissToast(toast.id));
            }}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            slotProps={{
              transition: { onExited: () => dispatch(removeToast(toast.id)) },
            }}
            sx={{ maxWidth: { md: 420 }, width: { md: '100%' } }}
          >
            <Alert
              severity={destructive ? 'error' : 'info'}
              variant={destructive ? 'filled' : 'standard'}
              onClose={() => dispatch(dismissToast(toast.id))}
              closeText="Close"
              sx={{
                width: '100%',
                boxShadow: 6,
                ...(destructive
                  ? {}
                  : {
                      bgcolor: 'background.paper',
                      border: 1,
                      borderColor: 'divider',
                    }),
              }}
            >
              {toast.title && <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>}
              {toast.description}
            </Alert>
          </Snackbar>
        )}
      </Box>
    </Portal>
  );
}
