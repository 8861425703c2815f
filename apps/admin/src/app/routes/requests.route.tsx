import { InboxPage } from '../../features/inbox/components/inbox-page';

/** /admin/requests: the inbox of visit and consultation requests and contact messages. */
export function Component() {
  return <InboxPage />;
}
