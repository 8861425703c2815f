import { ViewingsPage } from '../../features/viewings/components/viewings-page';

/** /admin/viewings: the calendar of viewings, a day or a week, one agent's or the agency's. */
export function Component() {
  return <ViewingsPage />;
}
