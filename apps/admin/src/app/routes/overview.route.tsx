import { OverviewScreen } from '../../features/overview/components/overview-page';

/** /admin: the day's overview. */
export function Component() {
  return <OverviewScreen />;
}
