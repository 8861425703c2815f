import type { InboxView } from '@domus/domain/staff/admin-inbox-query';
import { INBOX_KINDS, INBOX_STATUSES } from '@domus/domain/staff/inbox';
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The value of the selects meaning "no filter" (a Select cannot hold null as an option). */
const ANY = 'any';

/**
 * The inbox's filters: kind, status, only what I handle, and a text searched in names, e-mail
 * addresses, messages, notes and listings (sent a moment after typing stops).
 */
export function InboxFilters({
  view,
  onChange,
}: {
  view: InboxView;
  onChange: (change: Partial<InboxView>) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(view.q);
  const [shownQ, setShownQ] = useState(view.q);
  // Back and forward change the address: the field follows it.
  if (shownQ !== view.q) {
    setShownQ(view.q);
    setText(view.q);
  }
  const sendText = useDebouncedCallback((q: string) => onChange({ q }), 350);

  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        label={t('inbox.kind')}
        w={180}
        allowDeselect={false}
        value={view.kind ?? ANY}
        onChange={(value) => onChange({ kind: INBOX_KINDS.find((kind) => kind === value) ?? null })}
        data={[
          { value: ANY, label: t('inbox.anyKind') },
          ...INBOX_KINDS.map((kind) => ({ value: kind, label: t(`inbox.kinds.${kind}`) })),
        ]}
      />
      <Select
        label={t('inbox.status')}
        w={180}
        allowDeselect={false}
        value={view.status ?? ANY}
        onChange={(value) =>
          onChange({ status: INBOX_STATUSES.find((status) => status === value) ?? null })
        }
        data={[
          { value: ANY, label: t('inbox.anyStatus') },
          ...INBOX_STATUSES.map((status) => ({
            value: status,
            label: t(`inbox.statuses.${status}`),
          })),
        ]}
      />
      <TextInput
        label={t('inbox.search')}
        placeholder={t('inbox.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        w={{ base: '100%', xs: 280 }}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          sendText(event.currentTarget.value);
        }}
      />
      <Switch
        mb={8}
        label={t('inbox.mine')}
        checked={view.mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
      />
    </Group>
  );
}
