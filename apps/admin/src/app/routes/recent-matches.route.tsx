import { RecentMatchesPage } from '../../features/recent-matches/components/recent-matches-page';

/** /admin/matches: the matches found since a day. */
export function Component() {
  return <RecentMatchesPage />;
}
