import { PageHeading } from '../../../shared/components/PageHeading';

/** /homes/new: create a home from a template (form arrives with the homes issue). */
export function NewHomePage() {
  return <PageHeading title="Create New Home Book" subtitle="Pick a template and enter the details of the home." />;
}
