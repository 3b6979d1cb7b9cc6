import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BrandMark } from '../../../shared/components/BrandMark';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { MuiTheme } from '../../../shared/theme/MuiTheme';
import { useValidateResetTokenQuery } from '../api';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /reset-password?token=…: checks the link, then lets the user choose a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const validation = useValidateResetTokenQuery(token, { skip: !token });
  const [succeeded, setSucceeded] = useState(false);

  let content: ReactNode;
  if (!token || validation.isError || validation.data?.valid === false) {
    content = (
      <ResetOutcome
        icon={<LinkOffRounded color="error" sx={{ fontSize: 48 }} />}
        title="Invalid reset link"
        text="This password reset link is invalid or has expired."
        actionLabel="Back to Login"
      />
    );
  } else if (!validation.data) {
    content = <PageSpinner label="Checking your reset link" minHeight={160} />;
  } else if (succeeded) {
    content = (
      <ResetOutcome
        icon={<CheckCircleOutlineRounded color="success" sx={{ fontSize: 48 }} />}
        title="Password reset successful"
        text="Your password has been changed. You can now log in with your new password."
        actionLabel="Continue to Login"
      />
    );
  } else {
    content = (
      <>
        <Typography variant="h5" component="h1">
          Set a new password
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Choose a new password for your account.
        </Typography>
        <ResetPasswordForm token={token} onSuccess={() => setSucceeded(true)} />
      </>
    );
  }

  return (
    <MuiTheme baseline>
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Box sx={{ mb: 3 }}>
              <BrandMark />
            </Box>
            {content}
          </CardContent>
        </Card>
      </Box>
    </MuiTheme>
  );
}

interface ResetOutcomeProps {
  icon: ReactNode;
  title: string;
  text: string;
  actionLabel: string;
}

function ResetOutcome({ icon, title, text, actionLabel }: ResetOutcomeProps) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      {icon}
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to="/auth" variant="contained" fullWidth size="large">
        {actionLabel}
      </Button>
    </Box>
  );
}
