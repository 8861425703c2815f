import { HistoryPage } from '../../features/history/components/history-page';

/** /admin/history: the history of changes as one table (admins). */
export function Component() {
  return <HistoryPage />;
}
