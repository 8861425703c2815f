import type { Language } from '@domus/domain/core/constants';
import type { InboxEntry } from '@domus/domain/staff/admin-inbox.schema';
import { agencyDate } from '@domus/domain/viewings/viewing-days';
import { Anchor, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { viewingHref } from '../../../shared/viewings/viewing-href';
import { formatSpan } from '../../../shared/viewings/viewing-format';
import { ViewingStatusBadge } from '../../../shared/viewings/viewing-status-badge';

/**
 * A viewing request in the inbox (issue 33 point 1): its status, the booked time or the times
 * the buyer asked for, and the link that opens it in the calendar, at its day, to confirm it,
 * propose another time or decline it.
 */
export function InboxViewing({
  id,
  viewing,
}: {
  id: string;
  viewing: NonNullable<InboxEntry['viewing']>;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language as Language;
  const booked = viewing.start && viewing.end ? { start: viewing.start, end: viewing.end } : null;
  const first = booked ?? viewing.requested[0];
  return (
    <>
      <Group gap={6} wrap="wrap">
        <ViewingStatusBadge status={viewing.status} />
        <Text size="sm">
          {booked
            ? t('viewings.inbox.booked', { time: formatSpan(booked, language) })
            : t('viewings.inbox.requested', {
                times: viewing.requested.map((span) => formatSpan(span, language)).join('; '),
              })}
        </Text>
      </Group>
      <Anchor
        component={Link}
        to={viewingHref(id, first ? agencyDate(first.start) : null)}
        size="sm"
      >
        <Group gap={4} component="span" wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          {t('viewings.inbox.open')}
        </Group>
      </Anchor>
    </>
  );
}
