import { ViewingHoursPage } from '../../features/viewings/components/viewing-hours-page';

/** /admin/viewings/hours: an agent's weekly viewing hours and absences. */
export function Component() {
  return <ViewingHoursPage />;
}
