import { InboxPage } from '../../features/inbox/components/inbox-page';

/** /admin/requests: the visit and consultation requests of clients. */
export function Component() {
  return <InboxPage kind="requests" />;
}
