import { MONEY_INPUT } from '@domus/domain/format/money';
import { Anchor, NumberInput, type NumberInputProps } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The saved-search form's maximum budget (buyer-side.md §2 Find page, §9): a price to buy at or
 * a monthly rent; when buying, a link opens the budget helper, whose result fills the field.
 */
export function SavedSearchBudgetSection({
  rent,
  inputProps,
  onOpenHelper,
}: {
  rent: boolean;
  /** The form library's props of the budget field: value, change and error. */
  inputProps: NumberInputProps;
  onOpenHelper: () => void;
}) {
  const { t } = useTranslation('find');
  return (
    <div>
      <NumberInput
        label={t('form.budget')}
        description={rent ? t('form.budgetRentHint') : t('form.budgetHint')}
        min={0}
        inputMode="decimal"
        {...MONEY_INPUT}
        {...inputProps}
      />
      {!rent && (
        <Anchor component="button" type="button" size="sm" mt={6} onClick={onOpenHelper}>
          <IconCalculator size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
          {t('form.budgetHelper')}
        </Anchor>
      )}
    </div>
  );
}
