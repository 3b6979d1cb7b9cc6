import { PageHeading } from '../../../shared/components/PageHeading';

/** /photos: the photo library (arrives with the photos issue). */
export function PhotoLibraryPage() {
  return <PageHeading title="Photo Library" subtitle="Photos of your homes and equipment." />;
}
