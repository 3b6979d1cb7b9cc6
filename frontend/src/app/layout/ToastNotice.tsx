import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useDispatch } from 'react-redux';
import { dismissToast, removeToast, type Toast } from '../../shared/toast/toast-slice';

export const TOAST_DURATION_MS = 5000;

/** One toast: a snackbar that closes by itself; shown by the Toaster. */
export function ToastNotice({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const destructive = toast.variant === 'destructive';

  return (
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
  );
}
