import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { useToast } from '../../../shared/toast/use-toast';
import { useAcceptInvitationMutation, useGetInvitationPreviewQuery } from '../api';
import { possessive, roleLabel } from '../sharing';
import { SharingLinkPage } from './SharingLinkPage';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** /invitations/:token: the invitation e-mail's link. Accepting opens the shared home. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { data: preview, isLoading, error } = useGetInvitationPreviewQuery(token);
  const [accept, { isLoading: accepting, error: acceptError }] = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useCurrentUser();

  async function handleAccept() {
    try {
      const accepted = await accept(token).unwrap();
      toast({
        title: 'Invitation accepted',
        description: preview ? `${preview.homeName} is now in your home book.` : undefined,
      });
      void navigate(`/homes/${accepted.homeId}`, { replace: true });
    } catch {
      // Shown on the page (acceptError).
    }
  }

  return (
    <SharingLinkPage
      title={preview ? `Join ${preview.homeName}` : 'Invitation'}
      loading={isLoading}
      error={error}
      goneMessage="This invitation was already used or has expired"
      acceptLabel="Accept"
      accepting={accepting}
      acceptError={acceptError}
      onAccept={() => void handleAccept()}
      signInPrompt={
        user || !preview
          ? null
          : `Sign in or create an account to join ${possessive(preview.invitedBy)}'${preview.homeName}'`
      }
    >
      {preview && (
        <>
          <Typography sx={{ mb: 1 }}>
            <strong>{preview.invitedBy}</strong> invited you to share <strong>{preview.homeName}</strong> as{' '}
            {preview.role === 'editor' ? 'an' : 'a'} <strong>{roleLabel(preview.role)}</strong>.
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {preview.role === 'editor'
              ? 'You will see everything of this home and can add and change its equipment, photos, warranties and maintenance.'
              : 'You will see everything of this home, its records and files, without changing them.'}{' '}
            The invitation expires on {dayFormat.format(new Date(preview.expiresAt))}.
          </Typography>
        </>
      )}
    </SharingLinkPage>
  );
}
