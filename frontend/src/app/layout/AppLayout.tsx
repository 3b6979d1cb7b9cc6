import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useNavigation } from 'react-router-dom';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { Header } from './Header';

/** The frame of every signed-in page: header and page content. */
export function AppLayout() {
  const { user } = useCurrentUser();
  const navigation = useNavigation();
  if (!user) return null;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <Header user={user} />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 5 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
