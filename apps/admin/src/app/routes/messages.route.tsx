import { InboxPage } from '../../features/inbox/components/inbox-page';

/** /admin/messages: the messages of the contact forms. */
export function Component() {
  return <InboxPage kind="contact-messages" />;
}
