import { lazy, Suspense, useState } from 'react';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import type { User } from '../../../shared/session/user';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';

const loadPanel = () => import('./FloatingSupportPanel');
// The panel (MUI, the chat and socket.io-client) loads when first opened; pointing at the button starts it.
const FloatingSupportPanel = lazy(async () => ({ default: (await loadPanel()).FloatingSupportPanel }));

interface FloatingSupportChatProps {
  user: User;
  /** Whether the panel is open, when the layout controls it (the bell opens it too); else its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The support chat of a signed-in non-admin on every page: a floating button that opens a 400×500 panel
 * in room 'support' (the user's own support thread). The room is joined while the panel is open. The
 * button is plain (drawn like MUI's primary Fab, plain-ui-signed-in.css), so it costs the page no MUI.
 */
export function FloatingSupportChat({ user, open: controlledOpen, onOpenChange }: FloatingSupportChatProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => (onOpenChange ? onOpenChange(next) : setOwnOpen(next));

  if (!open) {
    return (
      <button
        type="button"
        className="yhb-fab yhb-fab--chat"
        aria-label="Open support chat"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <PlainIcon path={signedInIconPaths.chatRounded} />
      </button>
    );
  }

  return (
    <Suspense fallback={null}>
      <LazyMuiTheme>
        <FloatingSupportPanel user={user} onClose={() => setOpen(false)} />
      </LazyMuiTheme>
    </Suspense>
  );
}
