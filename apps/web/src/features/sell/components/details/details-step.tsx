import type { Category, Subtype } from '@domus/domain/core/constants';
import { Stack, Title } from '@mantine/core';
import { useCallback, useLayoutEffect, useMemo, useRef, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../shared/lib/form-errors';
import { detailsSections, type DetailsValues } from '../../utils/details-values';
import { setIn } from '../../utils/value-path';
import { DefinedSection } from './defined-section';
import { DetailsFormContext, type DetailsForm } from './details-form-context';

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  category: Category;
  subtype: Subtype;
  rent: boolean;
  /** Admins also see the property number. */
  isAdmin: boolean;
  /** The sub-step shown, 0 .. detailsSections(category, subtype).length - 1. */
  section: number;
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  /** Field path ('rooms.bed', 'price') → message key of `errors`, or a message already translated. */
  errors: Record<string, string>;
  /** Shows the values without letting them change. */
  readOnly?: boolean;
}

/**
 * Step 3 of the sell wizard (seller-side.md §2 Step 3 forms by category): the form of the
 * listing's category and subtype, one sub-step at a time, laid out by the domain's field
 * definitions (issue 31 point 2), with its visibility rules, defaults and formulas. The wizard owns the values, the sub-step and the problems to show.
 */
export function DetailsStep({
  category,
  subtype,
  rent,
  isAdmin,
  section,
  values,
  onChange,
  errors,
  readOnly = false,
}: DetailsStepProps): JSX.Element {
  const { t } = useTranslation('sell');
  // The values with this render's changes, so that two changes in one event both count.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);

  const set = useCallback<DetailsForm['set']>(
    (path, value) => {
      const next = setIn(latest.current, path, value);
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  const form = useMemo<DetailsForm>(
    () => ({
      category,
      subtype,
      rent,
      isAdmin,
      readOnly,
      values,
      set,
      error: (path) => (errors[path] ? messageText(errors[path]) : undefined),
    }),
    [category, subtype, rent, isAdmin, readOnly, values, set, errors],
  );

  const sections = detailsSections(category, subtype);
  const id = sections[Math.min(Math.max(section, 0), sections.length - 1)] ?? 'price';

  return (
    <DetailsFormContext value={form}>
      <Stack gap="lg">
        <Title order={3} size="h4">
          {t(`details.sections.${id}`)}
        </Title>
        {/* Keyed by the sub-step, so that one sub-step's inputs keep nothing of another's. */}
        <DefinedSection key={id} id={id} />
      </Stack>
    </DetailsFormContext>
  );
}
