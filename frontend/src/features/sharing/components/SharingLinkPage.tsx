import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { returnState } from '../../../shared/session/return-path';

/** The invitation's or transfer's link is unknown (404), or was used, revoked or expired (410). */
export type LinkProblem = 'invalid' | 'gone' | 'other';

export function linkProblemOf(error: unknown): LinkProblem {
  if (isApiError(error) && error.status === 404) return 'invalid';
  if (isApiError(error) && error.status === 410) return 'gone';
  return 'other';
}

interface SharingLinkPageProps {
  title: string;
  /** Loading the preview, or its error. */
  loading: boolean;
  error: unknown;
  /** What the link is gone (410) means, e.g. 'This invitation was already used or has expired'. */
  goneMessage: string;
  /** The preview's text. */
  children?: ReactNode;
  acceptLabel: string;
  accepting: boolean;
  acceptError: unknown;
  onAccept: () => void;
  /**
   * A signed-out visitor: what accepting takes ('Sign in or create an account to join Dana's 'Lake House''),
   * shown instead of 'Accept', with the way to the sign-in, which comes back to this link.
   */
  signInPrompt?: string | null;
}

/** /invitations/:token and /transfers/:token: what the link offers and 'Accept', or why it cannot be used. */
export function SharingLinkPage({
  title,
  loading,
  error,
  goneMessage,
  children,
  acceptLabel,
  accepting,
  acceptError,
  onAccept,
  signInPrompt = null,
}: SharingLinkPageProps) {
  const location = useLocation();
  if (loading) return <PageSpinner label="Loading" />;
  const failure = error ?? acceptError;
  const problem = failure ? linkProblemOf(failure) : null;
  const message =
    problem === 'invalid' ? 'This link is not valid' : problem === 'gone' ? goneMessage : errorMessage(failure);
  const usable = !error && (problem === null || problem === 'other');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {problem && (
        <Alert severity={problem === 'other' ? 'error' : 'warning'} sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
      {!error && children}
      {usable && signInPrompt && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {signInPrompt}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
        {usable && signInPrompt && (
          <Button component={RouterLink} to="/auth" state={returnState(location)} variant="contained">
            Sign in or create an account
          </Button>
        )}
        {usable && !signInPrompt && (
          <Button variant="contained" disabled={accepting} onClick={onAccept}>
            {accepting ? 'Accepting...' : acceptLabel}
          </Button>
        )}
        {!signInPrompt && (
          <Button component={RouterLink} to="/" variant="outlined">
            Go to your homes
          </Button>
        )}
      </Box>
    </Paper>
  );
}
