import { mergeJoinsVerifiedAccounts } from '@domus/domain/person/customer-merge';
import { canMergeCustomers } from '@domus/domain/person/permissions';
import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminCustomerPage, CustomerLink } from '@domus/domain/staff/admin-customers.schema';
import { useSession } from '@domus/web/shared/auth/session-store';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { YesNoDialog } from '@domus/web/shared/ui/yes-no-dialog';
import { Button, Text } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMergeCustomers } from '../api/merge-customers';

/**
 * Merges a possible duplicate of the same kind into the customer of the page, after a question
 * (issue 16 point 2, decision 030). Shown to admins only: the domain's `canMergeCustomers`. When
 * both have their own verified account the question warns that one person's listings or searches
 * pass to another, and only then is the merge sent forced (issue 29 point 7).
 */
export function MergeButton({ page, other }: { page: AdminCustomerPage; other: CustomerLink }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const merge = useMergeCustomers();
  const [asking, setAsking] = useState(false);
  const keep = page.seller ?? page.client;
  if (!keep || other.kind !== page.kind || !canMergeCustomers(session?.admin)) return null;
  const name = (person: Parameters<typeof sellerName>[0]) =>
    sellerName(person, { orContact: true }) || '—';
  const names = { removed: name(other), kept: name(keep) };
  const twoPeople = mergeJoinsVerifiedAccounts(
    { accountId: page.account?._id ?? null, accountVerified: page.account?.verified ?? false },
    { accountId: other.accountId ?? null, accountVerified: other.accountVerified ?? false },
  );

  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        leftSection={<IconArrowMerge size={14} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t('customers.merge.button')}
      </Button>
      <YesNoDialog
        opened={asking}
        title={t('customers.merge.title')}
        question={t('customers.merge.question', names)}
        detail={
          twoPeople ? (
            <Text span c="red.8" fw={600} data-testid="merge-verified-accounts">
              {t('customers.merge.verifiedAccounts', names)}
            </Text>
          ) : undefined
        }
        yes={t(twoPeople ? 'customers.merge.yesAnyway' : 'customers.merge.yes')}
        no={t('customers.page.cancel')}
        pending={merge.isPending}
        error={merge.error?.message ?? null}
        onNo={() => setAsking(false)}
        onYes={() =>
          merge.mutate(
            { kind: page.kind, keepId: keep._id, removeId: other._id, force: twoPeople },
            {
              onSuccess: () => {
                setAsking(false);
                showToast({ kind: 'success', message: t('customers.merge.done') });
              },
            },
          )
        }
      />
    </>
  );
}
