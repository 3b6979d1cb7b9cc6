import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../features/auth/api';
import { errorMessage } from '../../shared/api/api-error';
import type { User } from '../../shared/session/user';
import { useToast } from '../../shared/toast/use-toast';

interface UserMenuPopupProps {
  id: string;
  user: User;
  /** The avatar button the menu opens from; null when closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The account menu (MUI's Menu, loaded after the header's first paint): who is signed in, Profile, Logout. */
export function UserMenuPopup({ id, user, anchor, onClose }: UserMenuPopupProps) {
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  async function handleLogout() {
    try {
      await logout().unwrap();
      onClose();
      navigate('/auth', { replace: true });
    } catch (error) {
      onClose();
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={loggingOut ? undefined : onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.username}</Typography>
        {user.email && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        )}
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineRounded fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem onClick={handleLogout} disabled={loggingOut}>
        <ListItemIcon>
          <LogoutRounded fontSize="small" />
        </ListItemIcon>
        {loggingOut ? 'Logging out...' : 'Logout'}
      </MenuItem>
    </Menu>
  );
}
