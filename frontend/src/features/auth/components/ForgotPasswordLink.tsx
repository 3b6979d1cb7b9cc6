import Link from '@mui/material/Link';
import { lazy, Suspense, useState } from 'react';

// The dialog's code (and MUI's modal machinery) is only downloaded when someone needs it.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
}));

/** The 'Forgot your password?' link that opens the reset-link dialog. */
export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Forgot your password?
      </Link>
      {requested && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
