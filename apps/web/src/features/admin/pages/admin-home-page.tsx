import { PageHeading } from '../../../components/page-heading.tsx';

/** Route /ccmp: the admin home shows only a header (spec 1 §2). */
export function AdminHomePage() {
  return <PageHeading title="Administration" />;
}
