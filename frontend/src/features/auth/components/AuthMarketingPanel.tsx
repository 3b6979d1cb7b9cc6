import type { IconName } from '../../../shared/plain-ui/icon-paths';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';

const highlights: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'documentScanner',
    title: 'Smart label reading',
    text: 'Photograph an equipment label and the brand, model and serial number are filled in for you.',
  },
  {
    icon: 'cloudDone',
    title: 'Cloud storage',
    text: 'Photos, manuals and warranty papers are stored safely and are there whenever you need them.',
  },
  {
    icon: 'verifiedUser',
    title: 'Warranty tracking',
    text: 'See at a glance what is still covered and what is expiring soon.',
  },
];

/** The side panel of the auth screen (below the form on small screens). */
export function AuthMarketingPanel() {
  return (
    <aside className="auth-marketing">
      <div className="auth-marketing__content">
        <h2 className="yhb-h3 auth-marketing__title">Document Your Home Equipment</h2>
        <p className="auth-marketing__lead">
          Keep every appliance, system and warranty of your home in one organised book, with smart label reading to
          capture details in seconds and cloud storage that keeps your records safe.
        </p>
        <ul className="auth-marketing__highlights">
          {highlights.map(({ icon, title, text }) => (
            <li key={title} className="auth-marketing__highlight">
              <div className="auth-marketing__icon" aria-hidden="true">
                <PlainIcon name={icon} />
              </div>
              <div>
                <p className="auth-marketing__highlight-title">{title}</p>
                <p className="auth-marketing__highlight-text">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
