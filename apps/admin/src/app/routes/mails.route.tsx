import { UndeliveredMailsPage } from '../../features/mails/components/undelivered-mails-page';

/** /admin/mails: the mails that could not be delivered (admins). */
export function Component() {
  return <UndeliveredMailsPage />;
}
