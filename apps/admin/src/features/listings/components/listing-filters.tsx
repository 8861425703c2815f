import {
  ADMIN_AGENT_FILTERS,
  defaultAdminListingsView,
  type AdminListingsView,
} from '@domus/domain/admin-listings-query';
import { SUBTYPES, type Category } from '@domus/domain/constants';
import { numberSeparators } from '@domus/domain/format/decimal-format';
import { LISTING_STATUSES } from '@domus/domain/rules/listing-status';
import { MONEY_INPUT } from '@domus/domain/rules/money';
import { sellerName } from '@domus/domain/rules/seller-name';
import type { StaffMember } from '@domus/domain/schemas/admin-listings.schema';
import { useLocationSearch } from '@domus/web/shared/api/search-locations';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import {
  Autocomplete,
  Button,
  Checkbox,
  CloseButton,
  Collapse,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Pill,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Draft = AdminListingsView;

/** How many of the folded filters the view sets: they open while one of them is. */
function moreFiltersSet(view: AdminListingsView): number {
  return [
    view.place !== null,
    view.agent !== null,
    view.price.min !== null || view.price.max !== null,
    view.area.min !== null || view.area.max !== null,
    view.created.from !== null || view.created.to !== null,
    view.streetToCheck,
  ].filter(Boolean).length;
}

function rentValue(rent: boolean | null): string {
  return rent === null ? '' : String(rent);
}

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

/**
 * The filters of a table (issue 15 point 2): free text, status, subtype, sale or rent, place,
 * responsible agent, price and area ranges, created between, streets to check (issue 18 §4),
 * and the owner once chosen from a row. The first four are always there; the others fold away
 * under "More filters", open while one of them is set (issue 30 point 8: the filters took 300 px
 * above the results). They apply together with Filter (or Enter), so that typing a price does not fetch a page
 * per digit; Reset returns to the whole table.
 */
export function ListingFilters({
  category,
  view,
  onApply,
  staff,
}: {
  category: Category;
  view: AdminListingsView;
  onApply: (change: Partial<AdminListingsView>) => void;
  staff: StaffMember[];
}) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  const [draft, setDraft] = useState<Draft>(view);
  // Areas take the language's separators; prices follow the money inputs of the whole site.
  const separators = numberSeparators(getLanguage());
  const wide = useMediaQuery('(min-width: 48em)', true) ?? true;
  const [opened, { toggle }] = useDisclosure(false);
  const active = moreFiltersSet(view);
  const [more, { toggle: toggleMore }] = useDisclosure(active > 0);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { sort, dir, pageSize, page: _page, ...filters } = draft;
    void _page;
    onApply({ ...filters, sort, dir, pageSize });
  };
  const reset = () => {
    const { sort, dir, pageSize } = view;
    onApply({ ...defaultAdminListingsView, sort, dir, pageSize });
  };
  const amount = (value: string | number) =>
    typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

  return (
    <>
      {/* On a phone the filters would fill the screen above the table: they fold away there. */}
      <Button
        hiddenFrom="sm"
        variant="default"
        mb="xs"
        leftSection={<IconFilter size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="listing-filters"
      >
        {t('filters.toggle')}
      </Button>
      <Collapse expanded={opened || wide}>
        <Paper
          withBorder
          radius="md"
          p="sm"
          mb="md"
          component="form"
          onSubmit={submit}
          id="listing-filters"
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
            <TextInput
              label={t('filters.q')}
              placeholder={t('filters.qPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={draft.q}
              onChange={(event) => change({ q: event.currentTarget.value })}
            />
            <MultiSelect
              label={t('filters.status')}
              placeholder={draft.statuses.length ? undefined : t('filters.all')}
              data={LISTING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={draft.statuses}
              onChange={(values) => change({ statuses: values })}
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
              onChange={(value) => change({ subtype: value ?? null })}
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
              onChange={(value) => change({ rent: value === null ? null : value === 'true' })}
              clearable
            />
          </SimpleGrid>
          <Collapse expanded={more}>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 4 }}
              spacing="xs"
              verticalSpacing="xs"
              mt="xs"
              id="listing-more-filters"
            >
              <PlaceField draft={draft} onChange={change} />
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
                onChange={(value) => change({ agent: value })}
                clearable
                searchable
              />
              <Group grow gap="xs" align="flex-end">
                <NumberInput
                  label={t('filters.priceMin')}
                  min={0}
                  {...MONEY_INPUT}
                  value={draft.price.min ?? ''}
                  onChange={(value) => change({ price: { ...draft.price, min: amount(value) } })}
                />
                <NumberInput
                  label={t('filters.priceMax')}
                  min={0}
                  {...MONEY_INPUT}
                  value={draft.price.max ?? ''}
                  onChange={(value) => change({ price: { ...draft.price, max: amount(value) } })}
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
                  onChange={(value) => change({ area: { ...draft.area, min: amount(value) } })}
                />
                <NumberInput
                  label={t('filters.areaMax')}
                  min={0}
                  thousandSeparator={separators.thousand}
                  decimalSeparator={separators.decimal}
                  suffix=" m²"
                  value={draft.area.max ?? ''}
                  onChange={(value) => change({ area: { ...draft.area, max: amount(value) } })}
                />
              </Group>
              <Group grow gap="xs" align="flex-end">
                <TextInput
                  type="date"
                  label={t('filters.createdFrom')}
                  value={draft.created.from ?? ''}
                  onChange={(event) =>
                    change({
                      created: { ...draft.created, from: event.currentTarget.value || null },
                    })
                  }
                />
                <TextInput
                  type="date"
                  label={t('filters.createdTo')}
                  value={draft.created.to ?? ''}
                  onChange={(event) =>
                    change({ created: { ...draft.created, to: event.currentTarget.value || null } })
                  }
                />
              </Group>
              {/* Listings placed by hand on a street the register lacks (issue 18 §4). */}
              <Checkbox
                label={t('filters.streetToCheck')}
                checked={draft.streetToCheck}
                onChange={(event) => change({ streetToCheck: event.currentTarget.checked })}
                style={{ alignSelf: 'end' }}
              />
            </SimpleGrid>
          </Collapse>
          <Group justify="space-between" mt="sm" gap="xs">
            <Group gap="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={toggleMore}
                aria-expanded={more}
                aria-controls="listing-more-filters"
                rightSection={
                  more ? (
                    <IconChevronUp size={16} aria-hidden />
                  ) : (
                    <IconChevronDown size={16} aria-hidden />
                  )
                }
              >
                {active ? t('filters.moreCount', { count: active }) : t('filters.more')}
              </Button>
              {draft.owner && (
                <Pill withRemoveButton onRemove={() => change({ owner: null })}>
                  {t('filters.owner', { name: draft.owner.name })}
                </Pill>
              )}
              {draft.id && (
                <Pill withRemoveButton onRemove={() => change({ id: null })}>
                  {t('filters.oneListing')}
                </Pill>
              )}
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={reset}>
                {t('filters.reset')}
              </Button>
              <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
                {t('filters.apply')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Collapse>
    </>
  );
}
