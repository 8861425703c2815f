import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminClientSearch } from '@domus/domain/staff/admin-client-searches.schema';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientSearches } from '../api/get-client-searches';
import { OfferDialog } from './offer-dialog';
import { SearchCard } from './search-card';

/**
 * A buyer's saved searches for staff (issue 16 point 4): each search's criteria and matches, a
 * state to choose per match (any, decisions.md), and "offer a listing" to add one by hand. For
 * the client's searches page and the customer's page.
 */
export function ClientSearchesPanel({
  clientId,
  headingOrder = 3,
}: {
  clientId: string;
  /**
   * The level of each search's heading: 3 under the customer page's section heading, 2 on the
   * searches page, whose title is the only heading above (headings skip no level, WCAG 1.3.1).
   */
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('admin');
  const searches = useClientSearches(clientId);
  const [offering, setOffering] = useState<AdminClientSearch | null>(null);

  if (searches.isPending) return <Loader size="sm" />;
  if (searches.isError) {
    return (
      <Alert color="red" role="alert">
        {searches.error.message}
      </Alert>
    );
  }
  const { client } = searches.data;
  return (
    <Stack gap="sm">
      {searches.data.searches.length === 0 && <Text c="dimmed">{t('clientSearches.empty')}</Text>}
      {searches.data.searches.map((search) => (
        <SearchCard
          key={search._id}
          search={search}
          onOffer={setOffering}
          headingOrder={headingOrder}
        />
      ))}
      {offering && (
        <OfferDialog
          search={offering}
          clientName={sellerName(client, { orContact: true })}
          onClose={() => setOffering(null)}
        />
      )}
    </Stack>
  );
}
