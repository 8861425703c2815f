import type { InboxStatus } from '@domus/domain/staff/inbox';
import type { InboxEntry, InboxUpdate } from '@domus/domain/staff/admin-inbox.schema';
import { useMe } from '@domus/web/features/account/api/get-me';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInbox } from '../api/list-inbox';
import { useUpdateInboxEntry } from '../api/update-inbox-entry';
import { useInboxView } from '../hooks/use-inbox-view';
import { InboxFilters } from './inbox-filters';
import { InboxTable } from './inbox-table';
import { NoteDialog } from './note-dialog';

/**
 * The inbox (issue 16 point 3): visit and consultation requests and contact messages, filtered
 * by kind, status, handler and text (all in the address, so the overview can link to what is
 * new); staff set the status, take an entry and write a note.
 */
export function InboxPage() {
  const { t } = useTranslation('admin');
  const { view, setView } = useInboxView();
  const list = useInbox(view);
  const me = useMe(true).data?._id;
  const update = useUpdateInboxEntry();
  const [noteOf, setNoteOf] = useState<InboxEntry | null>(null);
  usePageTitle(t('inbox.title'));

  const save = (entry: InboxEntry, change: InboxUpdate, then?: () => void) =>
    update.mutate(
      { entry, change },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('inbox.saved') });
          then?.();
        },
        onError: (error) => showToast({ kind: 'error', message: error.message }),
      },
    );

  return (
    <Stack gap="sm">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('inbox.title')}
        </Title>
        <Text c="dimmed">{t('inbox.intro')}</Text>
      </div>
      <InboxFilters view={view} onChange={setView} />
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      <InboxTable
        records={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        page={view.page}
        fetching={list.isFetching}
        onPage={(page) => setView({ page })}
        actions={{
          me,
          savingId: update.isPending ? update.variables.entry._id : undefined,
          setStatus: (entry, status: InboxStatus) => save(entry, { status }),
          // Taking a new entry starts working on it.
          takeIt: (entry) =>
            me &&
            save(entry, {
              handlerId: me,
              ...(entry.status === 'new' ? { status: 'in_progress' as const } : {}),
            }),
          editNote: setNoteOf,
        }}
      />
      {noteOf && (
        <NoteDialog
          note={noteOf.note}
          saving={update.isPending}
          onClose={() => setNoteOf(null)}
          onSave={(note) => save(noteOf, { note: note.trim() || null }, () => setNoteOf(null))}
        />
      )}
    </Stack>
  );
}
