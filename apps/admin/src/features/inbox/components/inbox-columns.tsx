import { INBOX_STATUSES, type InboxStatus } from '@domus/domain/staff/inbox';
import { formatDayTime } from '@domus/domain/format/locale-format';
import { sellerName } from '@domus/domain/person/seller-name';
import type { InboxEntry } from '@domus/domain/staff/admin-inbox.schema';
import { adminPaths, fillWebPath, listingHref } from '@domus/domain/core/web-routes';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Anchor, Badge, Button, Select, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { InboxViewing } from './inbox-viewing';

/**
 * What people typed (an address, a message without spaces) breaks where it must: one long word
 * would otherwise widen the whole table past its box at 1280 px (issue 30 point 8).
 */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const KIND_COLORS = {
  visit: 'blue',
  consulting: 'grape',
  message: 'gray',
  viewing: 'orange',
} as const;

/** What the table's rows let staff do. */
export type InboxActions = {
  /** The caller's account: "I'll take it" is not offered on what they already handle. */
  me: string | undefined;
  /** The entry being saved, whose controls wait. */
  savingId: string | undefined;
  setStatus: (entry: InboxEntry, status: InboxStatus) => void;
  takeIt: (entry: InboxEntry) => void;
  editNote: (entry: InboxEntry) => void;
};

/**
 * The inbox table's columns: when, kind, who (a request's client links to their searches), what
 * about (the listing, and a message's text), the status to choose, who handles it (or "I'll take
 * it") and the note. Apart from the table so that each column's cell reads on its own.
 */
export function inboxColumns(
  t: TFunction<'admin'>,
  actions: InboxActions,
): DataTableColumn<InboxEntry>[] {
  const when = (value: string) => formatDayTime(value, getLanguage());
  const statusData = INBOX_STATUSES.map((status) => ({
    value: status,
    label: t(`inbox.statuses.${status}`),
  }));

  return [
    { accessor: 'at', title: t('inbox.when'), noWrap: true, render: (entry) => when(entry.at) },
    {
      accessor: 'kind',
      title: t('inbox.kind'),
      noWrap: true,
      // The badge keeps its whole word: the column is as wide as the widest kind.
      render: (entry) => (
        <Badge variant="light" color={KIND_COLORS[entry.kind]} miw="max-content">
          {t(`inbox.kinds.${entry.kind}`)}
        </Badge>
      ),
    },
    {
      accessor: 'person',
      title: t('inbox.who'),
      render: ({ person }) => {
        const name = sellerName(person, { orContact: true });
        return (
          <Stack gap={0} maw={260} style={BREAK_ANYWHERE}>
            {person.clientId ? (
              <Anchor
                component={Link}
                size="sm"
                to={fillWebPath(adminPaths.clientSearches, { id: person.clientId })}
              >
                {name}
              </Anchor>
            ) : (
              <Text size="sm">{name}</Text>
            )}
            <Text size="xs" c="dimmed">
              {[person.email, person.tel].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        );
      },
    },
    {
      accessor: 'listing',
      title: t('inbox.about'),
      render: (entry) => (
        <Stack gap={2} maw={380} style={BREAK_ANYWHERE}>
          {entry.listing ? (
            <Anchor href={listingHref(entry.listing.category, entry.listing._id)} size="sm">
              {t('table.rowName', { number: entry.listing.property_id })}
            </Anchor>
          ) : (
            entry.kind === 'message' && (
              <Text size="sm" c="dimmed">
                {t('inbox.generalMessage')}
              </Text>
            )
          )}
          {entry.kind === 'viewing' && entry.viewing && (
            <InboxViewing id={entry._id} viewing={entry.viewing} />
          )}
          {entry.message && (
            <Text size="sm" lineClamp={3}>
              {entry.message}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: t('inbox.status'),
      render: (entry) => (
        <Select
          size="xs"
          w={150}
          aria-label={t('inbox.status')}
          allowDeselect={false}
          disabled={actions.savingId === entry._id}
          value={entry.status}
          data={statusData}
          onChange={(value) => {
            const status = INBOX_STATUSES.find((s) => s === value);
            if (status && status !== entry.status) actions.setStatus(entry, status);
          }}
        />
      ),
    },
    {
      accessor: 'handler',
      title: t('inbox.handler'),
      render: (entry) => (
        <Stack gap={4} align="flex-start" maw={200} style={BREAK_ANYWHERE}>
          <Text size="sm">{entry.handler?.email ?? t('inbox.nobody')}</Text>
          {actions.me && entry.handler?._id !== actions.me && (
            <Button
              size="compact-xs"
              variant="light"
              loading={actions.savingId === entry._id}
              onClick={() => actions.takeIt(entry)}
            >
              {t('inbox.takeIt')}
            </Button>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'note',
      title: t('inbox.note'),
      render: (entry) => (
        <Stack gap={4} align="flex-start" maw={260} style={BREAK_ANYWHERE}>
          {entry.note && (
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {entry.note}
            </Text>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            onClick={() => actions.editNote(entry)}
          >
            {entry.note ? t('inbox.editNote') : t('inbox.addNote')}
          </Button>
        </Stack>
      ),
    },
  ];
}
