import {
  ADMIN_AGENT_FILTERS,
  type AdminListingsView,
} from '@domus/domain/staff/admin-listings-query';
import { numberSeparators } from '@domus/domain/format/decimal-format';
import { MONEY_INPUT } from '@domus/domain/format/money';
import { sellerName } from '@domus/domain/person/seller-name';
import type { StaffMember } from '@domus/domain/staff/admin-listings.schema';
import { useLocationSearch } from '@domus/web/shared/api/search-locations';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import {
  Autocomplete,
  Checkbox,
  CloseButton,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Draft = AdminListingsView;

/** The place field: municipalities and zones by name, in the staff member's language. */
function PlaceField({ draft, onChange }: { draft: Draft; onChange: (d: Partial<Draft>) => void }) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const [text, setText] = useState(draft.place?.name ?? '');
  const suggestions = useLocationSearch(text, language).data ?? [];
  const places = suggestions.filter((s) => s.type === 'municipality' || s.type === 'zone');
  const label = (name: string, type: string) =>
    `${name} · ${t(`filters.placeTypes.${type as 'municipality' | 'zone'}`)}`;
  return (
    <Autocomplete
      label={t('filters.place')}
      value={text}
      onChange={(value) => {
        setText(value);
        if (value.trim() === '') onChange({ place: null });
      }}
      data={places.map((p) => ({ value: `${p.type}:${p.id}`, label: label(p.name, p.type) }))}
      onOptionSubmit={(value) => {
        const place = places.find((p) => `${p.type}:${p.id}` === value);
        if (!place) return;
        setText(place.name);
        onChange({
          place: { id: place.id, type: place.type as 'municipality' | 'zone', name: place.name },
        });
      }}
      filter={({ options }) => options}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('filters.clearPlace')}
            onClick={() => {
              setText('');
              onChange({ place: null });
            }}
          />
        ) : null
      }
    />
  );
}

/** A number field's value as the view keeps it: empty is no bound. */
const amount = (value: string | number) =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/**
 * The filters folded under "More filters" (issue 15 point 2, issue 30 point 8): place,
 * responsible agent, price and area ranges, created between and streets to check (issue 18 §4).
 * They change the draft only; the table follows on Filter.
 */
export function ListingMoreFiltersSection({
  draft,
  onChange,
  staff,
}: {
  draft: Draft;
  onChange: (part: Partial<Draft>) => void;
  staff: StaffMember[];
}) {
  const { t } = useTranslation('admin');
  // Areas take the language's separators; prices follow the money inputs of the whole site.
  const separators = numberSeparators(getLanguage());
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="xs"
      verticalSpacing="xs"
      mt="xs"
      id="listing-more-filters"
    >
      <PlaceField draft={draft} onChange={onChange} />
      <Select
        label={t('filters.agent')}
        placeholder={t('filters.all')}
        data={[
          { value: ADMIN_AGENT_FILTERS.me, label: t('filters.agentMe') },
          { value: ADMIN_AGENT_FILTERS.none, label: t('filters.agentNone') },
          ...staff.map((member) => ({
            value: member._id,
            label: sellerName(member) || member.email,
          })),
        ]}
        value={draft.agent}
        onChange={(value) => onChange({ agent: value })}
        clearable
        searchable
      />
      <Group grow gap="xs" align="flex-end">
        <NumberInput
          label={t('filters.priceMin')}
          min={0}
          {...MONEY_INPUT}
          value={draft.price.min ?? ''}
          onChange={(value) => onChange({ price: { ...draft.price, min: amount(value) } })}
        />
        <NumberInput
          label={t('filters.priceMax')}
          min={0}
          {...MONEY_INPUT}
          value={draft.price.max ?? ''}
          onChange={(value) => onChange({ price: { ...draft.price, max: amount(value) } })}
        />
      </Group>
      <Group grow gap="xs" align="flex-end">
        <NumberInput
          label={t('filters.areaMin')}
          min={0}
          thousandSeparator={separators.thousand}
          decimalSeparator={separators.decimal}
          suffix=" m²"
          value={draft.area.min ?? ''}
          onChange={(value) => onChange({ area: { ...draft.area, min: amount(value) } })}
        />
        <NumberInput
          label={t('filters.areaMax')}
          min={0}
          thousandSeparator={separators.thousand}
          decimalSeparator={separators.decimal}
          suffix=" m²"
          value={draft.area.max ?? ''}
          onChange={(value) => onChange({ area: { ...draft.area, max: amount(value) } })}
        />
      </Group>
      <Group grow gap="xs" align="flex-end">
        <TextInput
          type="date"
          label={t('filters.createdFrom')}
          value={draft.created.from ?? ''}
          onChange={(event) =>
            onChange({
              created: { ...draft.created, from: event.currentTarget.value || null },
            })
          }
        />
        <TextInput
          type="date"
          label={t('filters.createdTo')}
          value={draft.created.to ?? ''}
          onChange={(event) =>
            onChange({ created: { ...draft.created, to: event.currentTarget.value || null } })
          }
        />
      </Group>
      {/* Listings placed by hand on a street the register lacks (issue 18 §4). */}
      <Checkbox
        label={t('filters.streetToCheck')}
        checked={draft.streetToCheck}
        onChange={(event) => onChange({ streetToCheck: event.currentTarget.checked })}
        style={{ alignSelf: 'end' }}
      />
    </SimpleGrid>
  );
}
