import { PageHeading } from '../../../shared/components/PageHeading';

/** /templates/builder: category ordering (arrives with the templates issue). */
export function TemplateBuilderPage() {
  return <PageHeading title="Template Builder" subtitle="Arrange the equipment categories in the order you like." />;
}
