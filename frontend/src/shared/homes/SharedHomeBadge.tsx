import type { CSSProperties } from 'react';
import { PlainIcon } from '../plain-ui/PlainIcon';
import { signedInIconPaths } from '../plain-ui/signed-in-icon-paths';
import type { Home } from './home';

/**
 * 'Shared with you · Viewer' / '· Editor' on a home shared with the user; nothing on their own home.
 * Drawn like MUI's small outlined secondary Chip in plain CSS (plain-ui-signed-in.css); a span, so it may
 * sit inside a line of text (the page heading's subtitle).
 */
export function SharedHomeBadge({ home, style }: { home: Pick<Home, 'access'>; style?: CSSProperties }) {
  if (home.access === 'owner') return null;
  const role = home.access === 'editor' ? 'Editor' : 'Viewer';
  return (
    <span className="yhb-chip yhb-chip--outlined-secondary" style={style}>
      <PlainIcon path={signedInIconPaths.peopleAltOutlined} className="yhb-chip__icon" />
      <span className="yhb-chip__label">{`Shared with you · ${role}`}</span>
    </span>
  );
}
