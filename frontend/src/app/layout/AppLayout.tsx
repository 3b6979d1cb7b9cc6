import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { OfflineBanner } from '../../shared/offline/OfflineBanner';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { ChatConnectionProvider } from '../../shared/socket/ChatConnectionProvider';
import { MuiTheme } from '../../shared/theme/MuiTheme';
import { NotificationBell } from '../../features/care/components/NotificationBell';
import { Header } from './Header';

// The chat (and socket.io-client with it) loads after the page, in its own chunk.
const FloatingSupportChat = lazy(async () => ({
  default: (await import('../../features/chat/components/FloatingSupportChat')).FloatingSupportChat,
}));

/**
 * The frame of every signed-in page: header, page content and, for non-admins, the floating support
 * chat. The chat connection lives here: keyed by the user, it is dropped (disconnected) on logout. The MUI
 * theme arrives here too (the first page is drawn without it).
 */
export function AppLayout() {
  const { user } = useCurrentUser();
  const navigation = useNavigation();
  if (!user) return null;

  return (
    <MuiTheme baseline>
      <ChatConnectionProvider key={user.id}>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          {navigation.state === 'loading' && (
            <LinearProgress
              aria-label="Loading page"
              sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
            />
          )}
          <Header user={user} notifications={user.isAdmin ? undefined : <NotificationBell />} />
          <OfflineBanner />
          <Container
            component="main"
            maxWidth="lg"
            // Room below the content for the floating buttons, so they never cover the last controls: on phones
            // 'Scan a label' sits above the support chat's (bottom 88 px, 56 px high), elsewhere the chat's alone.
            sx={{ flex: 1, pt: { xs: 3, md: 5 }, pb: user.isAdmin ? { xs: 20, sm: 3, md: 5 } : { xs: 20, sm: 12 } }}
          >
            <Outlet />
          </Container>
          {!user.isAdmin && (
            <Suspense fallback={null}>
              <FloatingSupportChat user={user} />
            </Suspense>
          )}
        </Box>
      </ChatConnectionProvider>
    </MuiTheme>
  );
}
