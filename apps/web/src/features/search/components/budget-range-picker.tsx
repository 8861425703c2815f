import type { Language } from '@domus/domain/core/constants';
import { formatMoney } from '@domus/domain/format/money';
import { SEARCH_PARAMS } from '@domus/domain/search/search-query';
import { Input, NativeSelect, SimpleGrid } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  budgetMaxOptions,
  budgetMinOptions,
  describeBudget,
  withBudgetMin,
  type BudgetRange,
} from '../utils/budget-range';
import classes from './search-box.module.css';

const OPEN = 'open';

/**
 * The budget range dropdown (buyer-side.md §2, §9): a button showing the range opens a panel
 * with "from" 0 to 1,000,000 in steps of 100,000 and "up to" the same steps above it or the open
 * end "+1.000.000 €", amounts in the visitor's money format. A disclosure with native selects:
 * light enough for the home page's budget and at home on phones.
 */
export function BudgetRangePicker({
  value,
  onChange,
  language,
}: {
  value: BudgetRange;
  onChange: (range: BudgetRange) => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, setOpened] = useState(false);
  const ref = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const money = (amount: number) => formatMoney(amount, language);
  const openEnd = `+${money(Math.max(...budgetMinOptions))}`;

  const label = (() => {
    const d = describeBudget(value);
    switch (d.kind) {
      case 'any':
        return t('search.budgetAny');
      case 'from':
        return t('search.budgetFromValue', { min: money(d.min) });
      case 'upTo':
        return t('search.budgetUpToValue', { max: money(d.max) });
      case 'between':
        return t('search.budgetBetween', { min: money(d.min), max: money(d.max) });
    }
  })();

  return (
    <Input.Wrapper id={`${id}-button`} label={t('search.budget')}>
      <div
        ref={ref}
        className={classes.budgetWrap}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && opened) {
            event.preventDefault();
            setOpened(false);
            document.getElementById(`${id}-button`)?.focus();
          }
        }}
      >
        <Input
          component="button"
          type="button"
          id={`${id}-button`}
          pointer
          aria-expanded={opened}
          aria-controls={`${id}-panel`}
          onClick={() => setOpened((o) => !o)}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          classNames={{ input: classes.budgetButton }}
        >
          {label}
        </Input>
        <div
          id={`${id}-panel`}
          role="group"
          aria-label={t('search.budget')}
          className={classes.budgetPanel}
          hidden={!opened}
        >
          <SimpleGrid cols={2} spacing="sm">
            <NativeSelect
              label={t('search.budgetFrom')}
              name={SEARCH_PARAMS.budgetMin}
              data={budgetMinOptions.map((amount) => ({
                value: String(amount),
                label: money(amount),
              }))}
              value={String(value.min)}
              onChange={(event) =>
                onChange(withBudgetMin(value, Number(event.currentTarget.value)))
              }
            />
            <NativeSelect
              label={t('search.budgetTo')}
              name={SEARCH_PARAMS.budgetMax}
              data={budgetMaxOptions(value.min).map((amount) =>
                amount === null
                  ? { value: OPEN, label: openEnd }
                  : { value: String(amount), label: money(amount) },
              )}
              value={value.max === null ? OPEN : String(value.max)}
              onChange={(event) => {
                const v = event.currentTarget.value;
                onChange({ ...value, max: v === OPEN ? null : Number(v) });
              }}
            />
          </SimpleGrid>
        </div>
      </div>
    </Input.Wrapper>
  );
}
