import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  COMPANY_PHONE_HREF,
  HOME_VISIT_BOOKING_URL,
  SUPPORT_EMAIL_HREF,
} from '../../../shared/contact/company-contact';

interface QuickLink {
  label: string;
  icon: ReactNode;
  /** External (or tel:/mailto:) address, or an in-app route. */
  href?: string;
  to?: string;
  newTab?: boolean;
}

const QUICK_LINKS: QuickLink[] = [
  { label: 'Schedule Home Visit', icon: <CalendarMonthOutlined />, href: HOME_VISIT_BOOKING_URL, newTab: true },
  { label: 'Call Your Home Company', icon: <PhoneOutlined />, href: COMPANY_PHONE_HREF },
  { label: 'Email Support', icon: <EmailOutlined />, href: SUPPORT_EMAIL_HREF },
  { label: 'Photo Library', icon: <PhotoLibraryOutlined />, to: '/photos' },
];

/** Shortcuts to the home company and the photo library. */
export function QuickLinks() {
  return (
    <Box
      component="nav"
      aria-label="Quick links"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1, sm: 1.5 },
        mb: 3,
      }}
    >
      {QUICK_LINKS.map(({ label, icon, href, to, newTab }) => {
        const target = to
          ? ({ component: RouterLink, to } as const)
          : ({ href, ...(newTab && { target: '_blank', rel: 'noopener noreferrer' }) } as const);
        return (
          <Button
            key={label}
            {...target}
            variant="outlined"
            startIcon={icon}
            sx={{
              justifyContent: 'flex-start',
              py: 1.25,
              px: 2,
              bgcolor: 'background.paper',
              borderColor: 'divider',
              color: 'text.primary',
              textAlign: 'left',
              lineHeight: 1.3,
              '& .MuiButton-startIcon': { color: 'primary.main' },
            }}
          >
            {label}
          </Button>
        );
      })}
    </Box>
  );
}
