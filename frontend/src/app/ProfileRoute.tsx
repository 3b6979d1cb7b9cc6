import { AccountDataCard } from '../features/archive/components/AccountDataCard';
import { CalendarFeedCard } from '../features/care/components/CalendarFeedCard';
import { NotificationSettingsCard } from '../features/care/components/NotificationSettingsCard';
import { ProfilePage } from '../features/profile/components/ProfilePage';

/**
 * /profile: the profile page with maintenance reminder settings and the calendar feed (care feature) and
 * 'Export all my data' and 'Import' (archive feature) composed in.
 */
export function ProfileRoute() {
  return (
    <ProfilePage
      extraSections={
        <>
          <NotificationSettingsCard />
          <CalendarFeedCard />
          <AccountDataCard />
        </>
      }
    />
  );
}
