import { sellerName } from '@domus/domain/person/seller-name';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientSearches } from '../api/get-client-searches';
import { ClientSearchesPanel } from './client-searches-panel';

/** A buyer's searches page (`adminPaths.clientSearches`): their name and the searches panel. */
export function ClientSearchesPage({ clientId }: { clientId: string }) {
  const { t } = useTranslation('admin');
  // The panel reads the same answer: one request for both.
  const client = useClientSearches(clientId).data?.client;
  const title = t('clientSearches.title', {
    name: client ? sellerName(client, { orContact: true }) : '…',
  });
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <ClientSearchesPanel clientId={clientId} headingOrder={2} />
    </Stack>
  );
}
