import { useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { NotificationBell } from '../../features/care/components/NotificationBell';
import { FloatingSupportChat } from '../../features/chat/components/FloatingSupportChat';
import { OfflineBanner } from '../../shared/offline/OfflineBanner';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { ChatConnectionProvider } from '../../shared/socket/ChatConnectionProvider';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import '../../shared/plain-ui/plain-ui-signed-in.css';
import './app-layout.css';

/**
 * The frame of every signed-in page: header, page content and, for non-admins, the floating support
 * chat. The chat connection lives here: keyed by the user, it is dropped (disconnected) on logout. The
 * frame is plain HTML and CSS (app-layout.css), so it paints before MUI has loaded; the pages drawn with
 * MUI bring the theme with them (app/router.tsx), the menus and the chat's panel when first opened
 * (docs/architecture.md, "First page").
 */
export function AppLayout() {
  const { user } = useCurrentUser();
  const navigation = useNavigation();
  const location = useLocation();
  // The support chat opens from its button, from the bell's 'Support replied' and from the reply e-mail's
  // link (`?chat=support`).
  const [chatOpen, setChatOpen] = useState(() => new URLSearchParams(location.search).get('chat') === 'support');
  if (!user) return null;

  return (
    <ChatConnectionProvider key={user.id}>
      <div className="yhb-layout">
        <ScrollToTop />
        {navigation.state === 'loading' && (
          <div className="yhb-progress-bar" role="progressbar" aria-label="Loading page" />
        )}
        <Header
          user={user}
          notifications={user.isAdmin ? undefined : <NotificationBell onOpenSupportChat={() => setChatOpen(true)} />}
        />
        <OfflineBanner />
        {/*
          Room below the content for the floating buttons, so they never cover the last controls: on phones
          they sit side by side in a dock across the bottom (app-layout.css), elsewhere the chat's alone.
        */}
        <main
          className={
            user.isAdmin ? 'yhb-container yhb-layout__main yhb-layout__main--admin' : 'yhb-container yhb-layout__main'
          }
        >
          <Outlet />
        </main>
        {!user.isAdmin && <FloatingSupportChat user={user} open={chatOpen} onOpenChange={setChatOpen} />}
      </div>
    </ChatConnectionProvider>
  );
}
