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
import { TrustedDevicesCard } from './TrustedDevicesCard';

interface ProfilePageProps {
  /** SLOT for more cards under the page's own (export and import of the user's data: the archive feature). */
  extraSections?: ReactNode;
}

/** /profile: avatar, account details, password and trusted devices. */
export function ProfilePage({ extraSections }: ProfilePageProps = {}) {
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeading
        title="Profile"
        subtitle="Manage your picture, account details and devices."
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
        <TrustedDevicesCard />
        {extraSections}
      </Stack>
    </Stack>
  );
}
