import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../shared/components/BrandMark';
import type { User } from '../../shared/session/user';
import { UserMenu } from './UserMenu';

/** Top bar: logo, the admin's or the user's shortcut, the notification bell (composed in) and the account menu. */
export function Header({ user, notifications }: { user: User; notifications?: ReactNode }) {
  return (
    <AppBar position="sticky">
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <Link component={RouterLink} to="/" underline="none" color="inherit" sx={{ mr: 'auto' }}>
            <BrandMark compactOnSmallScreens />
          </Link>
          {user.isAdmin ? (
            <Button
              component={RouterLink}
              to="/admin"
              variant="contained"
              color="error"
              startIcon={<AdminPanelSettingsOutlined />}
            >
              Admin Dashboard
            </Button>
          ) : (
            <Button component={RouterLink} to="/photos" variant="outlined" startIcon={<PhotoLibraryOutlined />}>
              Photo Library
            </Button>
          )}
          {notifications}
          <UserMenu user={user} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
