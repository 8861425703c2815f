import type { AccountOverview } from '@domus/domain/account/account.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An admin's lists on the account page (buyer-side.md §2 Account page): the unconfirmed listings
 * (super admins only) and the newest listings. `renderListing` draws a list of listings as the
 * page does for every list.
 */
export function AccountAdminSection({
  superAdmin,
  lists,
  renderListing,
}: {
  superAdmin: boolean;
  /** The account's lists; undefined while they load. */
  lists: AccountOverview | undefined;
  renderListing: (cards: PropertyCard[], label: string, emptyText: string) => ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      {superAdmin && (
        <section aria-labelledby="account-unconfirmed">
          <Title order={2} id="account-unconfirmed" mb="md">
            {t('page.unconfirmed')}
          </Title>
          {renderListing(
            lists?.unconfirmed ?? [],
            t('page.unconfirmed'),
            t('page.emptyUnconfirmed'),
          )}
        </section>
      )}
      <section aria-labelledby="account-new">
        <Title order={2} id="account-new" mb="md">
          {t('page.newProperties')}
        </Title>
        {renderListing(lists?.properties ?? [], t('page.newProperties'), t('page.empty'))}
      </section>
    </>
  );
}
