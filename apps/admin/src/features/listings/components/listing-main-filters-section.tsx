import type { AdminListingsView } from '@domus/domain/staff/admin-listings-query';
import { SUBTYPES, type Category } from '@domus/domain/core/constants';
import { LISTING_STATUSES } from '@domus/domain/core/listing-status';
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function rentValue(rent: boolean | null): string {
  return rent === null ? '' : String(rent);
}

/**
 * The filters always shown above a table (issue 15 point 2): free text, status, subtype, and sale
 * or rent. They change the draft only; the table follows on Filter.
 */
export function ListingMainFiltersSection({
  category,
  draft,
  onChange,
}: {
  category: Category;
  draft: AdminListingsView;
  onChange: (part: Partial<AdminListingsView>) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
      <TextInput
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
      />
      <MultiSelect
        label={t('filters.status')}
        placeholder={draft.statuses.length ? undefined : t('filters.all')}
        data={LISTING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={draft.statuses}
        onChange={(values) => onChange({ statuses: values })}
        clearable
      />
      <Select
        label={t('filters.subtype')}
        placeholder={t('filters.all')}
        data={SUBTYPES[category].map((s) => ({
          value: s,
          label: tp(`types.${category}.${s}` as 'types.residential.apartment'),
        }))}
        value={draft.subtype}
        onChange={(value) => onChange({ subtype: value ?? null })}
        clearable
      />
      <Select
        label={t('filters.rent')}
        placeholder={t('filters.all')}
        data={[
          { value: 'false', label: t('rent.false') },
          { value: 'true', label: t('rent.true') },
        ]}
        value={rentValue(draft.rent) || null}
        onChange={(value) => onChange({ rent: value === null ? null : value === 'true' })}
        clearable
      />
    </SimpleGrid>
  );
}
