import '@mantine/core/styles/NumberInput.layer.css';
import {
  FLOOR_RANGE,
  MAX_AREA,
  MAX_CONSTRUCTION_YEAR,
  MAX_COUNT,
  MAX_CULTIVATION_HECTARES,
  MAX_ENERGY_CONSUMPTION,
  MAX_INDEX,
  MAX_MONEY,
  MIN_CONSTRUCTION_YEAR,
  PROPERTY_NUMBER_RANGE,
} from '@domus/domain/constants';
import { numberSeparators } from '@domus/domain/format/decimal-format';
import { MONEY_INPUT } from '@domus/domain/rules/money';
import { NumberInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a number field holds; it sets range, decimals, grouping and what an empty field means. */
export type NumberKind =
  | 'count'
  | 'floor'
  | 'area'
  | 'hectares'
  | 'decimal'
  | 'percent'
  | 'year'
  | 'energy'
  | 'money'
  | 'propertyNumber';

interface KindSettings {
  min: number;
  max: number;
  decimals: number;
  /** The value of a field left empty: 0 for counts and areas, null (not given) otherwise. */
  blank: 0 | null;
  grouping: boolean;
  /** Up and down buttons, for small whole numbers. */
  controls: boolean;
}

const KINDS: Record<NumberKind, KindSettings> = {
  count: { min: 0, max: MAX_COUNT, decimals: 0, blank: 0, grouping: true, controls: true },
  floor: { ...FLOOR_RANGE, decimals: 0, blank: 0, grouping: false, controls: true },
  area: { min: 0, max: MAX_AREA, decimals: 2, blank: 0, grouping: true, controls: false },
  hectares: {
    min: 0,
    max: MAX_CULTIVATION_HECTARES,
    decimals: 4,
    blank: 0,
    grouping: true,
    controls: false,
  },
  decimal: { min: 0, max: MAX_INDEX, decimals: 2, blank: null, grouping: true, controls: false },
  percent: { min: 0, max: 100, decimals: 2, blank: null, grouping: false, controls: false },
  year: {
    min: MIN_CONSTRUCTION_YEAR,
    max: MAX_CONSTRUCTION_YEAR,
    decimals: 0,
    blank: null,
    grouping: false,
    controls: false,
  },
  energy: {
    min: 0,
    max: MAX_ENERGY_CONSUMPTION,
    decimals: 1,
    blank: null,
    grouping: true,
    controls: false,
  },
  money: { min: 0, max: MAX_MONEY, decimals: 2, blank: null, grouping: true, controls: false },
  propertyNumber: {
    ...PROPERTY_NUMBER_RANGE,
    decimals: 0,
    blank: null,
    grouping: false,
    controls: false,
  },
};

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
 * Values stay within the kind's range.
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
  const settings = KINDS[kind];
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
