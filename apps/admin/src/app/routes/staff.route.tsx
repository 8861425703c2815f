import { StaffPage } from '../../features/staff/components/staff-page';

/** /admin/staff: staff accounts and their roles (super admins). */
export function Component() {
  return <StaffPage />;
}
