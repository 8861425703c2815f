import { ImportsPage } from '../../features/imports/components/imports-page';

/** /admin/imports: the import from another CRM's OpenImmo export (admins). */
export function Component() {
  return <ImportsPage />;
}
