import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../../shared/components/PageHeading';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { AvatarCard } from './AvatarCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';

interface ProfilePageProps {
  /** SLOT after the account sections: notification settings and the calendar feed (care feature), composed in by the route. */
  extraSections?: ReactNode;
}

/** /profile: avatar, account details and password (and what the route composes in). */
export function ProfilePage({ extraSections }: ProfilePageProps = {}) {
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeading
        title="Profile"
        subtitle="Manage your picture and account details."
        actions={
          <Button component={RouterLink} to="/" startIcon={<ArrowBackRounded />} variant="outlined">
            Back to Home
          </Button>
        }
      />
      <Stack spacing={3}>
        <AvatarCard user={user} />
        <ProfileDetailsForm user={user} />
        <ChangePasswordForm />
        {extraSections}
      </Stack>
    </Stack>
  );
}
