import {
  CUSTOMER_KINDS,
  defaultAdminCustomersView,
  type AdminCustomersView,
  type YesNo,
} from '@domus/domain/staff/admin-customers-query';
import { LANGUAGES, SELLER_TYPES } from '@domus/domain/core/constants';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The customers table's filters (issue 16 point 1): kind, seller type, language, verified
 * address, with listings, with saved searches, possible duplicates only, and the free text
 * (applied with Enter or the search button; the choices at once).
 */
export function CustomerFilters({
  view,
  onChange,
}: {
  view: AdminCustomersView;
  onChange: (change: Partial<AdminCustomersView>) => void;
}) {
  const { t } = useTranslation('admin');
  // The page gives the form a new key when the text changes under it (Back, Forward, reset).
  const [text, setText] = useState(view.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };
  const yesNo = [
    { value: 'yes', label: t('customers.yes') },
    { value: 'no', label: t('customers.no') },
  ];
  const yesNoSelect = (key: 'verified' | 'hasListings' | 'hasSearches') => (
    <Select
      label={t(`customers.filters.${key}`)}
      placeholder={t('customers.filters.any')}
      data={yesNo}
      value={view[key]}
      onChange={(value) => onChange({ [key]: (value as YesNo | null) ?? null })}
      clearable
    />
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="md"
      component="form"
      onSubmit={submit}
      aria-label={t('customers.filters.label')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          label={t('customers.filters.q')}
          placeholder={t('customers.filters.qPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
        />
        <Select
          label={t('customers.filters.kind')}
          placeholder={t('customers.filters.any')}
          data={CUSTOMER_KINDS.map((k) => ({ value: k, label: t(`customers.kind.${k}`) }))}
          value={view.kind}
          onChange={(value) => onChange({ kind: value ?? null })}
          clearable
        />
        <Select
          label={t('customers.filters.sellerType')}
          placeholder={t('customers.filters.any')}
          data={SELLER_TYPES.map((s) => ({ value: s, label: t(`customers.sellerType.${s}`) }))}
          value={view.sellerType}
          onChange={(value) => onChange({ sellerType: value ?? null })}
          clearable
        />
        <Select
          label={t('customers.filters.language')}
          placeholder={t('customers.filters.any')}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`customers.language.${l}`) }))}
          value={view.language}
          onChange={(value) => onChange({ language: value ?? null })}
          clearable
        />
        {yesNoSelect('verified')}
        {yesNoSelect('hasListings')}
        {yesNoSelect('hasSearches')}
        <Checkbox
          mt={{ md: 30 }}
          label={t('customers.filters.duplicates')}
          checked={view.duplicates}
          onChange={(event) => onChange({ duplicates: event.currentTarget.checked })}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs" gap="xs">
        <Button
          variant="subtle"
          onClick={() => {
            const { sort, dir, pageSize } = view;
            onChange({ ...defaultAdminCustomersView, sort, dir, pageSize });
          }}
        >
          {t('customers.filters.reset')}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('customers.filters.q')}
        </Button>
      </Group>
    </Paper>
  );
}
