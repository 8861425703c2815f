import type { Language } from '@domus/domain/core/constants';
import { listingHref } from '@domus/domain/core/web-routes';
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSpan } from '../../../shared/viewings/viewing-format';
import { ViewingStatusBadge } from '../../../shared/viewings/viewing-status-badge';
import classes from './viewing-dialog.module.css';

/** One line of the details: its name, then what it says. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={classes.term}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </>
  );
}

/**
 * What staff read of a viewing (issue 33 point 2): its status and booked time (or, while it is
 * requested, the times proposed), the listing with its number, title, address and page, the
 * buyer with their e-mail, telephone, language and message, and the agent.
 */
export function ViewingDetails({ viewing }: { viewing: Viewing }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language as Language;
  const { listing, buyer } = viewing;
  const title = listing.title[language] || listing.title.it;
  const booked = viewing.start && viewing.end ? { start: viewing.start, end: viewing.end } : null;
  const spokenLanguage = (['it', 'de', 'en'] as const).find((code) => code === buyer.language);

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <ViewingStatusBadge status={viewing.status} />
        {booked && (
          <Text fw={600} size="sm">
            {formatSpan(booked, language, true)}
          </Text>
        )}
      </Group>
      <dl className={classes.details}>
        <Detail label={t('viewings.dialog.listing')}>
          <Anchor href={listingHref(listing.category, listing._id)} size="sm">
            {[t('table.rowName', { number: listing.property_id }), title]
              .filter(Boolean)
              .join(' · ')}
          </Anchor>
        </Detail>
        <Detail label={t('viewings.dialog.address')}>{listing.address}</Detail>
        <Detail label={t('viewings.dialog.buyer')}>
          <Stack gap={0}>
            {buyer.name !== buyer.email && <span>{buyer.name}</span>}
            <Anchor href={`mailto:${buyer.email}`} size="sm">
              {buyer.email}
            </Anchor>
            {buyer.tel && (
              <Anchor href={`tel:${buyer.tel}`} size="sm">
                {buyer.tel}
              </Anchor>
            )}
            {spokenLanguage && (
              <Text size="xs" c="dimmed">
                {`${t('viewings.dialog.language')}: ${t(`viewings.dialog.languages.${spokenLanguage}`)}`}
              </Text>
            )}
          </Stack>
        </Detail>
        <Detail label={t('viewings.dialog.agent')}>
          {viewing.agent?.email ?? t('viewings.calendar.noAgent')}
        </Detail>
        {viewing.message && (
          <Detail label={t('viewings.dialog.message')}>
            <span className={classes.message}>{viewing.message}</span>
          </Detail>
        )}
      </dl>
      <Text size="xs" c="dimmed">
        {t('viewings.zone')}
      </Text>
    </Stack>
  );
}
