import {
  type AdminListingsView,
  defaultAdminListingsView,
} from '@domus/domain/staff/admin-listings-query';
import type { Category } from '@domus/domain/core/constants';
import type { StaffMember } from '@domus/domain/staff/admin-listings.schema';
import { Button, Collapse, Group, Paper, Pill } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingMainFiltersSection } from './listing-main-filters-section';
import { ListingMoreFiltersSection } from './listing-more-filters-section';

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
  const [draft, setDraft] = useState<Draft>(view);
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
          <ListingMainFiltersSection category={category} draft={draft} onChange={change} />
          <Collapse expanded={more}>
            <ListingMoreFiltersSection draft={draft} onChange={change} staff={staff} />
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
