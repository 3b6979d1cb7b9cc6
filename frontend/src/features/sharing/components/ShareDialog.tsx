import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { errorMessage, serverMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import type { Home, MemberRole } from '../../../shared/homes/home';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { useToast } from '../../../shared/toast/use-toast';
import {
  useChangeMemberRoleMutation,
  useGetInvitationsQuery,
  useGetMembersQuery,
  useInviteMutation,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
} from '../api';
import { inviteSchema } from '../schemas';
import { memberName, roleLabel, type HomeInvitation, type HomeMember } from '../sharing';
import { RoleSelect } from './RoleSelect';

interface ShareDialogProps {
  home: Pick<Home, 'id' | 'name' | 'access'>;
  open: boolean;
  onClose: () => void;
  /** After the user left the home (it is no longer theirs to see). */
  onLeft: () => void;
}

const expiryFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : expiryFormat.format(date);
}

/** One person: the owner's row, or a member's with (for the owner) a role picker and 'Remove'. */
function PersonRow({
  person,
  isYou,
  manage,
  homeId,
  onRemove,
}: {
  person: HomeMember;
  isYou: boolean;
  manage: boolean;
  homeId: number;
  onRemove: (person: HomeMember) => void;
}) {
  const [changeRole, { isLoading }] = useChangeMemberRoleMutation();
  const { toast } = useToast();
  const name = memberName(person);

  async function handleRole(role: MemberRole) {
    try {
      await changeRole({ homeId, userId: person.userId, role }).unwrap();
      toast({ title: 'Role updated', description: `${name} is now ${roleLabel(role).toLowerCase()}.` });
    } catch (failure) {
      toast({ title: 'Failed to change the role', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  const editable = manage && person.role !== 'owner';
  return (
    <ListItem disableGutters sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <ListItemText
        primary={isYou ? `${name} (you)` : name}
        secondary={person.displayName?.trim() ? person.username : undefined}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        {editable ? (
          <>
            <RoleSelect
              label={`Role of ${name}`}
              value={person.role as MemberRole}
              disabled={isLoading}
              onChange={(role) => void handleRole(role)}
              size="small"
              hideLabel
            />
            <IconButton aria-label={`Remove ${name}`} color="error" onClick={() => onRemove(person)}>
              <DeleteOutlineRounded />
            </IconButton>
          </>
        ) : (
          <Chip size="small" label={roleLabel(person.role)} variant={person.role === 'owner' ? 'filled' : 'outlined'} />
        )}
      </Box>
    </ListItem>
  );
}

function InvitationRow({ invitation, homeId }: { invitation: HomeInvitation; homeId: number }) {
  const [revoke, { isLoading }] = useRevokeInvitationMutation();
  const { toast } = useToast();

  async function handleRevoke() {
    try {
      await revoke({ homeId, invitationId: invitation.id }).unwrap();
      toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
    } catch (failure) {
      toast({ title: 'Failed to revoke the invitation', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      <ListItemText
        primary={invitation.email}
        secondary={`${roleLabel(invitation.role)} · expires ${formatDay(invitation.expiresAt)}`}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      <Button
        size="small"
        color="error"
        disabled={isLoading}
        onClick={() => void handleRevoke()}
        aria-label={`Revoke the invitation for ${invitation.email}`}
        sx={{ flexShrink: 0 }}
      >
        Revoke
      </Button>
    </ListItem>
  );
}

interface InviteValues {
  email: string;
  role: MemberRole;
}

/** The owner's invite form: e-mail and role; the server e-mails a link. */
function InviteForm({ homeId }: { homeId: number }) {
  const [invite] = useInviteMutation();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: InviteValues, helpers: FormikHelpers<InviteValues>) {
    setProblem(null);
    const email = values.email.trim();
    try {
      await invite({ homeId, email, role: values.role }).unwrap();
      toast({ title: 'Invitation sent', description: `We e-mailed an invitation to ${email}.` });
      helpers.resetForm({ values: { email: '', role: values.role } });
    } catch (failure) {
      // The server's own words (e.g. already a member), without the status.
      setProblem(serverMessage(failure, errorMessage(failure, 'Failed to send the invitation')));
    }
  }

  return (
    <Formik<InviteValues>
      initialValues={{ email: '', role: 'viewer' }}
      validationSchema={inviteSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate aria-labelledby="share-invite-title">
          <Typography id="share-invite-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Invite someone
          </Typography>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start' }}>
            <FormikTextField name="email" label="Email" type="email" autoComplete="off" required />
            <RoleSelect
              label="Role"
              value={values.role}
              onChange={(role) => void setFieldValue('role', role)}
              sx={{ minWidth: 140, width: { xs: '100%', sm: 'auto' } }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Viewers see everything of this home. Editors also add and change equipment, photos, warranties and
            maintenance.
          </Typography>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send invitation'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/**
 * 'Share': who has access to the home (owner first, then the members with their role) and, for the owner,
 * role changes, removal, the pending invitations and the invite form. A member may leave the home.
 */
export function ShareDialog({ home, open, onClose, onLeft }: ShareDialogProps) {
  const isOwner = home.access === 'owner';
  const { user } = useCurrentUser();
  const { data: people, isLoading, error } = useGetMembersQuery(home.id, { skip: !open });
  const { data: invitations } = useGetInvitationsQuery(home.id, { skip: !open || !isOwner });
  const [removeMember, { isLoading: isRemoving }] = useRemoveMemberMutation();
  const [removing, setRemoving] = useState<HomeMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { toast } = useToast();

  async function confirmRemove() {
    if (!removing) return;
    const name = memberName(removing);
    try {
      await removeMember({ homeId: home.id, userId: removing.userId }).unwrap();
      toast({ title: 'Member removed', description: `${name} no longer has access to ${home.name}.` });
    } catch (failure) {
      toast({ title: 'Failed to remove the member', description: errorMessage(failure), variant: 'destructive' });
    }
    setRemoving(null);
  }

  async function confirmLeave() {
    if (!user) return;
    try {
      await removeMember({ homeId: home.id, userId: user.id, leaving: true }).unwrap();
      setLeaving(false);
      toast({ title: 'You left the home', description: `${home.name} is no longer in your home book.` });
      onLeft();
    } catch (failure) {
      setLeaving(false);
      toast({ title: 'Failed to leave the home', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  // Owner first, whatever order the list came in.
  const sorted = [...(people ?? [])].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby="share-dialog-title" scroll="paper" fullWidth maxWidth="sm">
        <DialogTitle id="share-dialog-title">
          Share {home.name}
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {isOwner
              ? 'Invite your household. Only you can change who has access.'
              : 'The people who share this home. Only its owner can change who has access.'}
          </Typography>
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
          {/* The owner's action first: the lists below load and grow, and would move a form placed after them. */}
          {isOwner && <InviteForm homeId={home.id} />}

          <Box component="section" aria-labelledby="share-people-title">
            <Typography id="share-people-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              People with access
            </Typography>
            {error ? (
              <Alert severity="error">{errorMessage(error)}</Alert>
            ) : isLoading || !people ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
                <CircularProgress aria-label="Loading people" />
              </Box>
            ) : (
              <List dense aria-labelledby="share-people-title">
                {sorted.map((person) => (
                  <PersonRow
                    key={person.userId}
                    person={person}
                    isYou={person.userId === user?.id}
                    manage={isOwner}
                    homeId={home.id}
                    onRemove={setRemoving}
                  />
                ))}
              </List>
            )}
          </Box>

          {isOwner && (
            <Box component="section" aria-labelledby="share-invitations-title">
              <Typography id="share-invitations-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                Pending invitations
              </Typography>
              {invitations && invitations.length > 0 ? (
                <List dense aria-labelledby="share-invitations-title">
                  {invitations.map((invitation) => (
                    <InvitationRow key={invitation.id} invitation={invitation} homeId={home.id} />
                  ))}
                </List>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                  No pending invitations.
                </Typography>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, justifyContent: isOwner ? 'flex-end' : 'space-between' }}>
          {!isOwner && (
            <Button color="error" onClick={() => setLeaving(true)} disabled={!user}>
              Leave this home
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title="Remove member"
        description={removing ? `${memberName(removing)} will no longer see ${home.name} or any of its records.` : ''}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        destructive
        pending={isRemoving}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={leaving}
        title="Leave this home"
        description={`You will no longer see ${home.name} or any of its records, unless its owner invites you again.`}
        confirmLabel="Leave"
        pendingLabel="Leaving..."
        destructive
        pending={isRemoving}
        onConfirm={() => void confirmLeave()}
        onClose={() => setLeaving(false)}
      />
    </>
  );
}
