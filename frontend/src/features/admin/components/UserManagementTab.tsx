import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import MenuItem from '@mui/material/MenuItem';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Search from '@mui/icons-material/Search';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { ActionMenu } from '../../../shared/components/ActionMenu';
import { useToast } from '../../../shared/toast/use-toast';
import { useDebouncedValue } from '../../../shared/forms/use-debounced-value';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { formatAdminDate } from '../admin-dates';
import type { AdminUser } from '../admin-records';
import { useGetAdminUserPageQuery, useSendAdminPasswordResetMutation } from '../api';
import { UserAccessDialog } from './UserAccessDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { TableEmpty, TableError, TableLoading } from './TableStates';

const OWN_ACCOUNT_HINT = 'You cannot delete your own account here';
const PAGE_SIZES = [10, 25, 50, 100];
/** How long typing must pause before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

interface UserRowActions {
  onDelete: () => void;
  onAccess: () => void;
  onPasswordReset: () => void;
}

function UserRow({
  user,
  isSelf,
  onDelete,
  onAccess,
  onPasswordReset,
}: { user: AdminUser; isSelf: boolean } & UserRowActions) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
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
      <TableCell align="right">{user.deviceCount}</TableCell>
      <TableCell>
        <Chip
          label={user.isAdmin ? 'Admin' : 'User'}
          color={user.isAdmin ? 'error' : 'default'}
          variant={user.isAdmin ? 'filled' : 'outlined'}
          size="small"
        />
        {user.disabled && <Chip label="Disabled" color="warning" size="small" sx={{ ml: 0.5 }} />}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          aria-label={`More actions for ${user.username}`}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          size="small"
        >
          <MoreVert fontSize="small" />
        </IconButton>
        <ActionMenu
          id={`user-actions-${user.id}`}
          label={`Actions for ${user.username}`}
          anchor={menuAnchor}
          onClose={() => setMenuAnchor(null)}
        >
          {(afterClose) => [
            !isSelf && (
              <MenuItem key="access" onClick={afterClose(onAccess)}>
                {user.disabled ? 'Enable' : 'Disable'}
              </MenuItem>
            ),
            <MenuItem key="reset" onClick={afterClose(onPasswordReset)}>
              Send password reset
            </MenuItem>,
          ]}
        </ActionMenu>
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

/**
 * 'User Management' tab: the accounts a page at a time, searched by username or e-mail on the server
 * (after typing pauses), with their role, last sign-in, trusted devices and a delete action (not on one's own row).
 */
export function UserManagementTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // A new search starts on its first page.
  const [paging, setPaging] = useState({ q: '', page: 0 });
  const page = paging.q === q ? paging.page : 0;
  const [pageSize, setPageSize] = useState(25);
  const { data, isLoading, isFetching, error, refetch } = useGetAdminUserPageQuery({ q, page: page + 1, pageSize });
  const { user: currentUser } = useCurrentUser();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [accessTarget, setAccessTarget] = useState<AdminUser | null>(null);
  const [accessOpen, setAccessOpen] = useState(false);
  const [sendPasswordReset] = useSendAdminPasswordResetMutation();
  const { toast } = useToast();

  async function passwordReset(user: AdminUser) {
    try {
      await sendPasswordReset(user.id).unwrap();
      toast({ title: 'Password reset sent', description: `${user.username} will receive a reset link by e-mail.` });
    } catch (error) {
      toast({ title: 'Error sending password reset', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const searchField = (
    <TextField
      label="Search users"
      placeholder="Username or email"
      type="search"
      size="small"
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );

  let content;
  if (isLoading) content = <TableLoading label="Loading users" />;
  else if (error && !data) content = <TableError error={error} onRetry={() => void refetch()} />;
  else if (!data || data.total === 0)
    content = <TableEmpty text={q ? `No users match "${q}"` : 'No users registered yet'} />;
  else {
    content = (
      <Paper variant="outlined">
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table aria-label="Users" aria-busy={isFetching} sx={{ minWidth: 880 }}>
            <TableHead>
              <TableRow>
                <TableCell>Username</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Registered</TableCell>
                <TableCell>Last Login</TableCell>
                <TableCell align="right">Devices</TableCell>
                <TableCell>Role</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === currentUser?.id}
                  onDelete={() => {
                    setTarget(user);
                    setDialogOpen(true);
                  }}
                  onAccess={() => {
                    setAccessTarget(user);
                    setAccessOpen(true);
                  }}
                  onPasswordReset={() => void passwordReset(user)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={data.total}
          page={Math.min(page, Math.max(0, Math.ceil(data.total / pageSize) - 1))}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPaging({ q, page: next })}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPaging({ q, page: 0 });
          }}
        />
      </Paper>
    );
  }

  return (
    <>
      {searchField}
      {content}
      <DeleteUserDialog user={target} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <UserAccessDialog user={accessTarget} open={accessOpen} onClose={() => setAccessOpen(false)} />
    </>
  );
}
