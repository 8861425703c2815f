import { LOCALE_TAGS } from '@domus/domain/rules/money';
import { sellerName } from '@domus/domain/rules/seller-name';
import { ADMIN_LIST_PAGE_SIZE } from '@domus/domain/schemas/admin-overview.schema';
import type { z } from 'zod';
import type {
  adminContactMessageSchema,
  adminRequestSchema,
} from '@domus/domain/schemas/admin-overview.schema';
import { listingHref } from '@domus/domain/web-routes';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Alert, Anchor, Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInbox, useSetHandled, type HandledFilter, type InboxKind } from '../api/inbox';

type Request = z.infer<typeof adminRequestSchema>;
type Message = z.infer<typeof adminContactMessageSchema>;
type Entry = Request | Message;

function isRequest(entry: Entry): entry is Request {
  return 'kind' in entry;
}

/**
 * The visit and consultation requests, or the contact messages (the overview's numbers lead
 * here): newest first, open ones unless chosen otherwise, each marked handled or reopened.
 */
export function InboxPage({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const [page, setPage] = useState(1);
  const [handled, setHandled] = useState<HandledFilter>('false');
  const list = useInbox<Entry>(kind, page, handled);
  const setEntryHandled = useSetHandled(kind);
  const title = kind === 'requests' ? t('lists.requestsTitle') : t('lists.messagesTitle');
  usePageTitle(title);
  const when = (value: string) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Rome',
    }).format(new Date(value));

  const columns: DataTableColumn<Entry>[] = [
    {
      accessor: 'when',
      title: t('lists.when'),
      noWrap: true,
      render: (entry) => when(isRequest(entry) ? entry.requestedAt : entry.createdAt),
    },
    ...(kind === 'requests'
      ? [
          {
            accessor: 'kind',
            title: t('lists.kind'),
            render: (entry: Entry) => (isRequest(entry) ? t(`lists.kinds.${entry.kind}`) : ''),
          },
        ]
      : []),
    {
      accessor: 'who',
      title: t('lists.who'),
      render: (entry) => {
        const person = isRequest(entry) ? entry.client : entry;
        return (
          <Stack gap={0}>
            <Text size="sm">{sellerName(person, { orContact: true })}</Text>
            <Text size="xs" c="dimmed">
              {[person.email, person.tel].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        );
      },
    },
    ...(kind === 'contact-messages'
      ? [
          {
            accessor: 'message',
            title: t('lists.message'),
            render: (entry: Entry) => (
              <Text size="sm" lineClamp={3} maw={420}>
                {isRequest(entry) ? '' : entry.message}
              </Text>
            ),
          },
        ]
      : []),
    {
      accessor: 'listing',
      title: t('lists.about'),
      render: (entry) =>
        entry.listing ? (
          <Anchor href={listingHref(entry.listing.category, entry.listing._id)} size="sm">
            {t('table.rowName', { number: entry.listing.property_id })}
          </Anchor>
        ) : null,
    },
    {
      accessor: 'handled',
      title: t('table.actions'),
      textAlign: 'right',
      render: (entry) => (
        <Button
          size="xs"
          variant={entry.handledAt ? 'default' : 'light'}
          loading={setEntryHandled.isPending && setEntryHandled.variables.id === entry._id}
          onClick={() => setEntryHandled.mutate({ id: entry._id, handled: !entry.handledAt })}
        >
          {entry.handledAt ? t('lists.reopen') : t('lists.markHandled')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <SegmentedControl
        w="fit-content"
        value={handled}
        onChange={(value) => {
          setHandled(value);
          setPage(1);
        }}
        data={[
          { value: 'false', label: t('lists.open') },
          { value: 'true', label: t('lists.handled') },
          { value: 'all', label: t('lists.all') },
        ]}
      />
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      <DataTable<Entry>
        withTableBorder
        borderRadius="md"
        minHeight={list.data && list.data.data.length > 0 ? undefined : 200}
        records={list.data?.data ?? []}
        idAccessor="_id"
        fetching={list.isFetching}
        noRecordsText={t('lists.empty')}
        columns={columns}
        page={page}
        onPageChange={setPage}
        totalRecords={list.data?.meta.total ?? 0}
        recordsPerPage={ADMIN_LIST_PAGE_SIZE}
      />
    </Stack>
  );
}
