import type { Me } from '@domus/domain/account/account.schema';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The profile address waiting for its confirmation link (decision 046): it is not the profile's
 * until the link mailed to it is opened, which the notice says, with the address.
 */
export function PendingEmailNotice({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  if (!me.pendingEmail) return null;
  return (
    <Alert color="yellow" variant="light" mt="xs" role="status" data-testid="account-pending-email">
      {t('emailConfirmation.pending', { email: me.pendingEmail.email })}
    </Alert>
  );
}
