import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { useToast } from '../../../shared/toast/use-toast';
import { useAcceptTransferMutation, useGetTransferPreviewQuery } from '../api';
import { possessive } from '../sharing';
import { SharingLinkPage } from './SharingLinkPage';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** /transfers/:token: the hand-over e-mail's link. Accepting makes the user the home's owner and opens it. */
export function TransferPage() {
  const { token = '' } = useParams();
  const { data: preview, isLoading, error } = useGetTransferPreviewQuery(token);
  const [accept, { isLoading: accepting, error: acceptError }] = useAcceptTransferMutation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useCurrentUser();

  async function handleAccept() {
    try {
      const accepted = await accept(token).unwrap();
      toast({ title: 'Transfer accepted', description: preview ? `${preview.homeName} is now yours.` : undefined });
      void navigate(`/homes/${accepted.homeId}`, { replace: true });
    } catch {
      // Shown on the page (acceptError).
    }
  }

  return (
    <SharingLinkPage
      title={preview ? `Take over ${preview.homeName}` : 'Home transfer'}
      loading={isLoading}
      error={error}
      goneMessage="This transfer was already used or has expired"
      acceptLabel="Accept"
      accepting={accepting}
      acceptError={acceptError}
      onAccept={() => void handleAccept()}
      signInPrompt={
        user || !preview
          ? null
          : `Sign in or create an account to take over ${possessive(preview.fromOwner)}'${preview.homeName}'`
      }
    >
      {preview && (
        <>
          <Typography sx={{ mb: 1 }}>
            <strong>{preview.fromOwner}</strong> is handing <strong>{preview.homeName}</strong> over to you, with its{' '}
            {preview.equipmentCount === 1 ? '1 piece' : `${preview.equipmentCount} pieces`} of equipment and all its
            records and files.
          </Typography>
          <Typography color="text.secondary" variant="body2">
            Once you accept, you are the home&apos;s owner. The transfer expires on{' '}
            {dayFormat.format(new Date(preview.expiresAt))}.
          </Typography>
        </>
      )}
    </SharingLinkPage>
  );
}
