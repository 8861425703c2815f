import { HISTORY_ACTIONS, HISTORY_SUBJECTS } from '@domus/domain/staff/history';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryFilters as Filters } from '../api/get-admin-history';
import type { HISTORY_FILTER_KEYS } from '../hooks/use-history-filters';

type Key = (typeof HISTORY_FILTER_KEYS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id filter: taken when it is an id (or empty), on leaving the field or with Enter. */
function IdFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('errors');
  const [text, setText] = useState(value ?? '');
  const valid = text.trim() === '' || UUID.test(text.trim());
  const commit = () => {
    if (valid && text.trim() !== (value ?? '')) onChange(text.trim() || null);
  };
  return (
    <TextInput
      label={label}
      value={text}
      w={300}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={valid ? undefined : t('validation.invalid')}
      spellCheck={false}
    />
  );
}

/** The history table's filters (issue 16 point 6): subject, action, actor, days, records. */
export function HistoryFilters({
  filters,
  onFilter,
  onReset,
}: {
  filters: Filters;
  onFilter: (key: Key, value: string | null) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('history.filters.subject')}
        placeholder={t('history.filters.all')}
        clearable
        w={180}
        value={filters.subject ?? null}
        onChange={(value) => onFilter('subject', value)}
        data={HISTORY_SUBJECTS.map((s) => ({ value: s, label: t(`history.subjects.${s}`) }))}
      />
      <Select
        label={t('history.filters.action')}
        placeholder={t('history.filters.all')}
        clearable
        w={200}
        value={filters.action ?? null}
        onChange={(value) => onFilter('action', value)}
        data={HISTORY_ACTIONS.map((a) => ({ value: a, label: t(`history.actions.${a}`) }))}
      />
      <TextInput
        type="date"
        label={t('history.filters.from')}
        value={filters.from ?? ''}
        onChange={(event) => onFilter('from', event.currentTarget.value || null)}
      />
      <TextInput
        type="date"
        label={t('history.filters.to')}
        value={filters.to ?? ''}
        onChange={(event) => onFilter('to', event.currentTarget.value || null)}
      />
      {(['actor', 'listing', 'seller', 'client'] as const).map((key) => (
        <IdFilter
          // A new value from the address (a reset) starts the field anew.
          key={`${key}:${filters[key] ?? ''}`}
          label={t(`history.filters.${key}`)}
          value={filters[key]}
          onChange={(value) => onFilter(key, value)}
        />
      ))}
      <Button variant="subtle" onClick={onReset}>
        {t('history.filters.reset')}
      </Button>
    </Group>
  );
}
