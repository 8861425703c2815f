import { adminCustomerHref } from '@domus/domain/staff/admin-customers-query';
import { adminListingRowHref } from '@domus/domain/staff/admin-listings-query';
import { formatDay } from '@domus/domain/format/locale-format';
import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminCustomerPage } from '@domus/domain/staff/admin-customers.schema';
import { listingHref } from '@domus/domain/core/web-routes';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MergeButton } from './merge-button';

const dateText = (value: string) => formatDay(value, getLanguage());

/** A seller's listings: each to its row in the listings table and to its public page. */
export function CustomerListings({ page }: { page: AdminCustomerPage }) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  if (!page.listings.length) return <Text c="dimmed">{t('customers.page.noListings')}</Text>;
  return (
    <List spacing={6} listStyleType="none" data-testid="customer-listings">
      {page.listings.map((listing) => (
        <List.Item key={listing._id}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={adminListingRowHref(listing.category, listing._id)}>
              {listing.property_id ? `#${listing.property_id} ` : ''}
              {listing.title[language] || listing.title.it}
            </Anchor>
            <Badge variant="light" size="sm">
              {t(`status.${listing.status}`)}
            </Badge>
            {listing.status === 'published' && (
              <Anchor href={listingHref(listing.category, listing._id)} size="sm" target="_blank">
                {t('customers.page.publicPage')}
              </Anchor>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The visit and consultation requests of the client's matches. */
export function CustomerRequests({ page }: { page: AdminCustomerPage }) {
  const { t } = useTranslation('admin');
  if (!page.requests.length) return <Text c="dimmed">{t('customers.page.noRequests')}</Text>;
  return (
    <List spacing={6} listStyleType="none">
      {page.requests.map((request) => (
        <List.Item key={request.matchId}>
          <Group gap="xs">
            <Text size="sm">{t(`customers.page.requestState.${request.state}`)}</Text>
            <Anchor component={Link} to={adminListingRowHref(request.category, request.listingId)}>
              {request.property_id ? `#${request.property_id}` : request.listingId}
            </Anchor>
            <Text size="sm" c="dimmed">
              {dateText(request.updatedAt)} ·{' '}
              {request.handledAt ? t('customers.page.handled') : t('customers.page.open')}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The contact messages sent from the customer's e-mail address. */
export function CustomerMessages({ page }: { page: AdminCustomerPage }) {
  const { t } = useTranslation('admin');
  if (!page.messages.length) return <Text c="dimmed">{t('customers.page.noMessages')}</Text>;
  return (
    <Stack gap="xs">
      {page.messages.map((message) => (
        <div key={message._id}>
          <Text size="xs" c="dimmed">
            {dateText(message.createdAt)} ·{' '}
            {message.handledAt ? t('customers.page.handled') : t('customers.page.open')}
            {message.listingId && message.category && (
              <>
                {' · '}
                <Anchor
                  component={Link}
                  size="xs"
                  to={adminListingRowHref(message.category, message.listingId)}
                >
                  {t('customers.page.allListings')}
                </Anchor>
              </>
            )}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.message}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** The same person's other profile and the possible duplicates (decision 030). */
export function CustomerRelated({ page }: { page: AdminCustomerPage }) {
  const { t } = useTranslation('admin');
  if (!page.related.length) return <Text c="dimmed">{t('customers.page.noRelated')}</Text>;
  return (
    <List spacing={6} listStyleType="none" data-testid="customer-related">
      {page.related.map((other) => (
        <List.Item key={`${other.kind}:${other._id}`}>
          <Group gap="xs">
            <Badge variant="outline" size="sm">
              {t(`customers.kind.${other.kind}`)}
            </Badge>
            <Anchor component={Link} to={adminCustomerHref(other.kind, other._id)}>
              {sellerName(other, { orContact: true }) || '—'}
            </Anchor>
            <Text size="sm" c="dimmed">
              {other.shares.map((s) => t(`customers.page.shares.${s}`)).join(', ')}
            </Text>
            <MergeButton page={page} other={other} />
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
