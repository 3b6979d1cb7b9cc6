import { Link as RouterLink } from 'react-router-dom';
import {
  isWebPage,
  mailHref,
  phoneHref,
  useGetInstanceContactsQuery,
  type InstanceContacts,
} from '../../../shared/contact/instance-contacts';
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

/**
 * Spec §2's quick links: the company's booking page, phone and e-mail as this instance's administrator set them
 * (each left out while unset; nothing while they load), then the photo library.
 */
function quickLinks(contacts: InstanceContacts | undefined): QuickLink[] {
  const { bookingUrl, supportPhone, supportEmail } = contacts ?? {};
  return [
    ...(bookingUrl && isWebPage(bookingUrl)
      ? [
          {
            label: 'Schedule Home Visit',
            icon: signedInIconPaths.calendarMonthOutlined,
            href: bookingUrl,
            newTab: true,
          },
        ]
      : []),
    ...(supportPhone
      ? [{ label: 'Call Your Home Company', icon: signedInIconPaths.phoneOutlined, href: phoneHref(supportPhone) }]
      : []),
    ...(supportEmail
      ? [{ label: 'Email Support', icon: signedInIconPaths.emailOutlined, href: mailHref(supportEmail) }]
      : []),
    { label: 'Photo Library', icon: signedInIconPaths.photoLibraryOutlined, to: '/photos' },
  ];
}

/** Shortcuts to the home company and the photo library (outlined buttons in plain CSS, home-list.css). */
export function QuickLinks() {
  const { data: contacts } = useGetInstanceContactsQuery();
  return (
    <nav aria-label="Quick links" className="yhb-quick-links">
      {quickLinks(contacts).map(({ label, icon, href, to, newTab }) => {
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
