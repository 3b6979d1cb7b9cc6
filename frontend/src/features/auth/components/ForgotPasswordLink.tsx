import { lazy, Suspense, useState } from 'react';

// The dialog's code (and MUI's modal machinery, with the theme) is only downloaded when someone needs it.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
}));

/** The 'Forgot your password?' link that opens the reset-link dialog. */
export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <button
        type="button"
        className="yhb-link-button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Forgot your password?
      </button>
      {requested && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
