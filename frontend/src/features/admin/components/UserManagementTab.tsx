import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { formatAdminDate } from '../admin-dates';
import type { AdminUser } from '../admin-records';
import { useGetAdminUsersQuery } from '../api';
import { DeleteUserDialog } from './DeleteUserDialog';
import { TableEmpty, TableError, TableLoading } from './TableStates';

const OWN_ACCOUNT_HINT = 'You cannot delete your own account here';

function UserRow({ user, isSelf, onDelete }: { user: AdminUser; isSelf: boolean; onDelete: () => void }) {
  const deleteButton = (
    <IconButton
      aria-label={`Delete user ${user.username}`}
      color="error"
      onClick={onDelete}
      disabled={isSelf}
      size="small"
    >
      <DeleteOutline fontSize="small" />
    </IconButton>
  );
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {user.username}
        {isSelf && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            (you)
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {user.email || (
          <Typography component="span" variant="body2" color="text.secondary">
            Not provided
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={user.createdAt}>{formatAdminDate(user.createdAt)}</time>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.lastLogin ? <time dateTime={user.lastLogin}>{formatAdminDate(user.lastLogin)}</time> : 'Never'}
      </TableCell>
      <TableCell>
        <Chip
          label={user.isAdmin ? 'Admin' : 'User'}
          color={user.isAdmin ? 'error' : 'default'}
          variant={user.isAdmin ? 'filled' : 'outlined'}
          size="small"
        />
      </TableCell>
      <TableCell align="right">
        {isSelf ? (
          <Tooltip title={OWN_ACCOUNT_HINT}>
            {/* A disabled button gets no pointer events; the span carries the tooltip. */}
            <span>{deleteButton}</span>
          </Tooltip>
        ) : (
          deleteButton
        )}
      </TableCell>
    </TableRow>
  );
}

/** 'User Management' tab: every account, with its role and a delete action (not on one's own row). */
export function UserManagementTab() {
  const { data: users = [], isLoading, error, refetch } = useGetAdminUsersQuery();
  const { user: currentUser } = useCurrentUser();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (isLoading) return <TableLoading label="Loading users" />;
  if (error) return <TableError error={error} onRetry={() => void refetch()} />;
  if (users.length === 0) return <TableEmpty text="No users registered yet" />;

  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table aria-label="Users" sx={{ minWidth: 880 }}>
          <TableHead>
            <TableRow>
              <TableCell>Username</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Registered</TableCell>
              <TableCell>Last Login</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUser?.id}
                onDelete={() => {
                  setTarget(user);
                  setDialogOpen(true);
                }}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <DeleteUserDialog user={target} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
