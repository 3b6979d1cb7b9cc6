import { PageHeading } from '../../../shared/components/PageHeading';

/** /: the user's homes (the card grid arrives with the homes issue). */
export function HomeListPage() {
  return <PageHeading title="Your Home" subtitle="All the homes in your home book." />;
}
