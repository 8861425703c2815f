import { formatDayTime } from '@domus/domain/format/locale-format';
import type { UndeliveredMail } from '@domus/domain/core/mail.schema';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useRetryMail, useUndeliveredMails } from '../api/undelivered-mails';

/**
 * The mails the outbox gave up on after its last attempt (the overview's "undelivered mails"
 * leads here; admins): to whom, what, the mail server's last answer, and "Send again" once the
 * address or the mail server is put right.
 */
export function UndeliveredMailsPage() {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const list = useUndeliveredMails();
  const retry = useRetryMail();
  usePageTitle(t('mails.title'));
  const when = (value: string) => formatDayTime(value, language);
  const count = list.data?.data.count ?? 0;
  const shown = list.data?.data.mails ?? [];

  return (
    <Stack gap="sm">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('mails.title')}
        </Title>
        <Text c="dimmed">
          {count > shown.length
            ? t('mails.introNewest', { shown: shown.length, count })
            : t('mails.intro')}
        </Text>
      </div>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      <DataTable<UndeliveredMail>
        withTableBorder
        borderRadius="md"
        pinLastColumn
        minHeight={shown.length > 0 ? undefined : 200}
        records={shown}
        idAccessor="_id"
        fetching={list.isFetching}
        noRecordsText={t('mails.empty')}
        columns={[
          {
            accessor: 'createdAt',
            title: t('mails.created'),
            noWrap: true,
            render: (mail) => when(mail.createdAt),
          },
          { accessor: 'to', title: t('mails.to') },
          {
            accessor: 'subject',
            title: t('mails.subject'),
            render: (mail) => (
              <Text size="sm" lineClamp={2} maw={320}>
                {mail.subject}
              </Text>
            ),
          },
          { accessor: 'attempts', title: t('mails.attempts'), textAlign: 'right' },
          {
            accessor: 'lastError',
            title: t('mails.lastError'),
            render: (mail) => (
              <Text size="xs" c="dimmed" lineClamp={3} maw={360}>
                {mail.lastError}
              </Text>
            ),
          },
          {
            accessor: 'retry',
            title: t('table.actions'),
            textAlign: 'right',
            render: (mail) => (
              <Button
                size="xs"
                variant="light"
                loading={retry.isPending && retry.variables === mail._id}
                onClick={() =>
                  retry.mutate(mail._id, {
                    onSuccess: () => showToast({ message: t('mails.retried'), kind: 'success' }),
                    onError: (error) => showToast({ message: error.message, kind: 'error' }),
                  })
                }
              >
                {t('mails.retry')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
