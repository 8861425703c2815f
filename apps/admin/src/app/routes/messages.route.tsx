import { adminInboxHref } from '@domus/domain/staff/admin-inbox-query';
import { Navigate } from 'react-router';

/** /admin/messages: the contact messages are the inbox's, filtered to messages. */
export function Component() {
  return <Navigate to={adminInboxHref({ kind: 'message' })} replace />;
}
