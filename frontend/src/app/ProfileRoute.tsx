import { AccountDataCard } from '../features/archive/components/AccountDataCard';
import { ProfilePage } from '../features/profile/components/ProfilePage';

/** /profile: the profile page with 'Export all my data' and 'Import' (archive feature) composed in. */
export function ProfileRoute() {
  return <ProfilePage extraSections={<AccountDataCard />} />;
}
