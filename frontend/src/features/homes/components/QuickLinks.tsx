import { Link as RouterLink } from 'react-router-dom';
import {
  COMPANY_PHONE_HREF,
  HOME_VISIT_BOOKING_URL,
  SUPPORT_EMAIL_HREF,
} from '../../../shared/contact/company-contact';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';

interface QuickLink {
  label: string;
  icon: string;
  /** External (or tel:/mailto:) address, or an in-app route. */
  href?: string;
  to?: string;
  newTab?: boolean;
}

const QUICK_LINKS: QuickLink[] = [
  {
    label: 'Schedule Home Visit',
    icon: signedInIconPaths.calendarMonthOutlined,
    href: HOME_VISIT_BOOKING_URL,
    newTab: true,
  },
  { label: 'Call Your Home Company', icon: signedInIconPaths.phoneOutlined, href: COMPANY_PHONE_HREF },
  { label: 'Email Support', icon: signedInIconPaths.emailOutlined, href: SUPPORT_EMAIL_HREF },
  { label: 'Photo Library', icon: signedInIconPaths.photoLibraryOutlined, to: '/photos' },
];

/** Shortcuts to the home company and the photo library (outlined buttons in plain CSS, home-list.css). */
export function QuickLinks() {
  return (
    <nav aria-label="Quick links" className="yhb-quick-links">
      {QUICK_LINKS.map(({ label, icon, href, to, newTab }) => {
        const content = (
          <>
            <span className="yhb-button__start-icon">
              <PlainIcon path={icon} />
            </span>
            {label}
          </>
        );
        const className = 'yhb-button yhb-button--outlined yhb-quick-links__link';
        return to ? (
          <RouterLink key={label} to={to} className={className}>
            {content}
          </RouterLink>
        ) : (
          <a
            key={label}
            href={href}
            className={className}
            {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {content}
          </a>
        );
      })}
    </nav>
  );
}
