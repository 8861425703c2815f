import { QueuePage } from '../../features/queue/components/queue-page';

/** /admin/queue: the listings awaiting confirmation. */
export function Component() {
  return <QueuePage />;
}
