import '@mantine/core/styles/NumberInput.layer.css';
import { NUMBER_KINDS, type NumberKind } from '@domus/domain/listing/categories/field-kinds';
import { numberSeparators } from '@domus/domain/format/decimal-format';
import { MONEY_INPUT } from '@domus/domain/format/money';
import { NumberInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Reads the form library's value: a number, '' for empty, or an unfinished text such as "12,". */
function toNumber(value: number | string): number | null | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  label: string;
  value: number | null;
  /** Called with the number typed; with 0 (counts, areas) or null (others) when emptied. */
  onChange: (value: number | null) => void;
  kind: NumberKind;
  /** The unit shown after the number (m², ha, %). Money shows € by itself. */
  unit?: string;
  /** Overrides what an emptied field becomes. */
  blank?: 0 | null;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
}

/**
 * The one number input of the step-3 forms (seller-side.md §4, §5): a field at 0 clears when
 * focused, so the seller types over it, and an emptied count or area returns to 0 when left.
 * Money follows the domain's MONEY_INPUT (euro suffix, dot thousands, comma decimals, 2 decimals,
 * no negatives, no leading zeros); other numbers use the separators of the interface language.
 * Values stay within the kind's range (the domain's NUMBER_KINDS, which the schemas check too).
 */
export function NumberField({
  label,
  value,
  onChange,
  kind,
  unit,
  blank,
  description,
  error,
  disabled,
  readOnly,
  required,
}: NumberFieldProps) {
  const { i18n } = useTranslation();
  const settings = NUMBER_KINDS[kind];
  const emptyValue = blank === undefined ? settings.blank : blank;
  // What the field shows while focused: '' after clearing a 0, else the text being typed.
  const [draft, setDraft] = useState<number | string | null>(null);
  // Non-money numbers take the language's separators (money always follows MONEY_INPUT).
  const local = numberSeparators(i18n.language);
  const format =
    kind === 'money'
      ? { ...MONEY_INPUT, allowedDecimalSeparators: [MONEY_INPUT.decimalSeparator] }
      : {
          decimalScale: settings.decimals,
          allowNegative: settings.min < 0,
          allowLeadingZeros: false,
          decimalSeparator: local.decimal,
          allowedDecimalSeparators: [local.decimal],
          ...(settings.grouping ? { thousandSeparator: local.thousand } : {}),
          ...(unit ? { suffix: ` ${unit}` } : {}),
        };

  return (
    <NumberInput
      label={label}
      description={description}
      // Hints below the input, so that the inputs of a row stay level.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      value={draft ?? value ?? ''}
      min={settings.min}
      max={settings.max}
      // A year or number typed in part is not pulled to the range's end; the checks name it.
      clampBehavior={kind === 'year' || kind === 'propertyNumber' ? 'none' : 'blur'}
      hideControls={!settings.controls}
      inputMode={settings.decimals > 0 ? 'decimal' : 'numeric'}
      {...format}
      // In the capture phase: the number library reports focus only after a timeout, when the
      // first key may already have been typed.
      onFocusCapture={() => {
        if (!readOnly && !disabled) setDraft(value === 0 || value === null ? '' : value);
      }}
      onBlur={() => setDraft(null)}
      onChange={(next) => {
        setDraft(next);
        const parsed = toNumber(next);
        if (parsed !== undefined) onChange(parsed ?? emptyValue);
      }}
    />
  );
}
