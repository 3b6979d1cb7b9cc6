import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Home } from './home';

/** 'Shared with you · Viewer' / '· Editor' on a home shared with the user; nothing on their own home. */
export function SharedHomeBadge({ home, sx }: { home: Pick<Home, 'access'>; sx?: SxProps<Theme> }) {
  if (home.access === 'owner') return null;
  const role = home.access === 'editor' ? 'Editor' : 'Viewer';
  return (
    <Chip
      // A span, so it may sit inside a line of text (the page heading's subtitle).
      component="span"
      size="small"
      color="secondary"
      variant="outlined"
      icon={<PeopleAltOutlined />}
      label={`Shared with you · ${role}`}
      sx={sx}
    />
  );
}
