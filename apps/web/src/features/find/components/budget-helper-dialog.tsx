import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  DEFAULT_LOAN_DURATION,
  LOAN_DURATIONS,
  LOAN_RATE_KINDS,
  LOAN_RATES,
  type Language,
} from '@domus/domain/core/constants';
import { formatNumber } from '@domus/domain/format/locale-format';
import { computeBudget, type LoanRateKind } from '@domus/domain/search/budget';
import { formatMoney, MONEY_INPUT } from '@domus/domain/format/money';
import {
  Button,
  Group,
  Input,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The helper's inputs as the dialog holds them ('' while a field is emptied). */
export interface BudgetHelperValues {
  ownFunds: number | '';
  monthlyIncome: number | '';
  years: number;
  rate: LoanRateKind;
}

/** The helper's defaults: funds 0, income 0, 20 years, fixed rate (buyer-side.md §9). */
export const BUDGET_HELPER_DEFAULTS: BudgetHelperValues = {
  ownFunds: 0,
  monthlyIncome: 0,
  years: DEFAULT_LOAN_DURATION,
  rate: 'fixed',
};

/** The dialog's place in a `Modal.Stack`: over the edit dialog, Escape closes the helper only. */
export const BUDGET_HELPER_STACK_ID = 'budget-helper';

const amount = (value: number | '') => (value === '' ? 0 : value);

/**
 * The budget helper dialog (buyer-side.md §2 Budget helper dialog, §9; decisions.md Numbers and
 * formats): own funds, monthly net income, duration 10 to 30 years (default 20), fixed 2 % or
 * variable 1.9 %, and the budget the domain's formula computes, shown read-only and updated as
 * the user types. No validation. With `onUse` a button hands the budget to the saved-search form.
 */
export function BudgetHelperDialog({
  opened,
  onClose,
  language,
  onUse,
}: {
  opened: boolean;
  onClose: () => void;
  language: Language;
  /** Fills the form's maximum budget with the result, then closes. */
  onUse?: (budget: number) => void;
}) {
  const { t } = useTranslation('find');
  const id = useId();
  const [values, setValues] = useState<BudgetHelperValues>(BUDGET_HELPER_DEFAULTS);
  const result = computeBudget({
    ownFunds: amount(values.ownFunds),
    monthlyIncome: amount(values.monthlyIncome),
    years: values.years,
    rate: values.rate,
  });
  const set = (changes: Partial<BudgetHelperValues>) => setValues((v) => ({ ...v, ...changes }));
  const money = (value: number | string) => (typeof value === 'number' ? value : '');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      stackId={BUDGET_HELPER_STACK_ID}
      title={t('budget.title')}
      centered
      size="md"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('budget.intro')}
        </Text>
        <NumberInput
          label={t('budget.ownFunds')}
          value={values.ownFunds}
          onChange={(value) => set({ ownFunds: money(value) })}
          min={0}
          inputMode="decimal"
          {...MONEY_INPUT}
        />
        <NumberInput
          label={t('budget.income')}
          value={values.monthlyIncome}
          onChange={(value) => set({ monthlyIncome: money(value) })}
          min={0}
          inputMode="decimal"
          {...MONEY_INPUT}
        />
        <NativeSelect
          label={t('budget.duration')}
          value={String(values.years)}
          onChange={(event) => set({ years: Number(event.currentTarget.value) })}
          data={LOAN_DURATIONS.map((years) => ({
            value: String(years),
            label: t('budget.years', { count: years }),
          }))}
        />
        <Input.Wrapper label={t('budget.rate')} id={`${id}-rate`} labelElement="div">
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby={`${id}-rate-label`}
            value={values.rate}
            onChange={(value) => set({ rate: value })}
            data={LOAN_RATE_KINDS.map((kind) => ({
              value: kind,
              label: t(`budget.${kind}`, {
                rate: formatNumber(LOAN_RATES[kind], language),
              }),
            }))}
          />
        </Input.Wrapper>
        <Paper withBorder p="md" radius="md" bg="var(--mantine-color-domus-0)">
          <Text size="sm" fw={500} id={`${id}-result`}>
            {t('budget.result')}
          </Text>
          <output
            aria-labelledby={`${id}-result`}
            aria-live="polite"
            data-testid="budget-result"
            style={{ display: 'block', fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 }}
          >
            {formatMoney(result.budget, language)}
          </output>
          <Text size="sm" c="dimmed">
            {t('budget.instalment', { amount: formatMoney(result.instalment, language) })} ·{' '}
            {t('budget.loan', { amount: formatMoney(result.loan, language) })}
          </Text>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('budget.close')}
          </Button>
          {onUse && (
            <Button
              onClick={() => {
                onUse(result.budget);
                onClose();
              }}
            >
              {t('budget.use')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
