import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { AdminDashboardPage } from '../features/admin/components/AdminDashboardPage';
import { useCurrentUser } from '../shared/session/use-current-user';

// Loaded when the Support Chat tab is first shown: the chat panel and socket.io-client.
const SupportDashboard = lazy(async () => ({
  default: (await import('../features/chat/components/SupportDashboard')).SupportDashboard,
}));

function SupportChat() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading support chat" />
        </Box>
      }
    >
      <SupportDashboard user={user} />
    </Suspense>
  );
}

function renderSupportChat(): ReactNode {
  return <SupportChat />;
}

/** /admin: the admin dashboard with the chat feature's Support Dashboard composed into its Support Chat tab. */
export function AdminDashboardRoute() {
  return <AdminDashboardPage renderSupportChat={renderSupportChat} />;
}
