import { formatMinimumCount } from '@domus/domain/format/minimum-count';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { CATEGORIES, ROOMS_FILTER_OPTIONS, type Language } from '@domus/domain/core/constants';
import { selectableTypes } from '@domus/domain/listing/rent';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { Alert, Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import {
  asksForBedrooms,
  savedSearchBody,
  serverFieldErrors,
  withRent,
  type SavedSearchBody,
  type SavedSearchFormValues,
} from '../utils/saved-search-form';
import { BudgetHelperDialog } from './budget-helper-dialog';
import { LocationPicker } from './location-picker';
import { SavedSearchBudgetSection } from './saved-search-budget-section';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';
import { SubmitButton } from '../../../shared/components/submit-button';
import { useSendOnce } from '../../../shared/hooks/use-send-once';

/**
 * The form's checks, with the schema library they need: loaded when the visitor first works with
 * the form rather than with the page, whose start-up they held for half a second on a phone
 * (issue 17).
 */
const loadValidation = () => import('../utils/saved-search-validation');

/** The type select's options: the types offered for buying or renting, grouped by category. */
function typeSelectOptions(
  offered: readonly PropertyType[],
  language: Language,
  t: TFunction<'find'>,
  tp: TFunction<'property'>,
) {
  return [
    { value: '', label: t('form.typePlaceholder'), disabled: true },
    ...CATEGORIES.flatMap((category) => {
      const items = offered.filter((type) => type.category === category);
      return items.length === 0
        ? []
        : [
            {
              group: tp(`categories.${category}`),
              items: items.map((type) => ({ value: type._id, label: type.name[language] })),
            },
          ];
    }),
  ];
}

/** The bedrooms select's options: any, the usual minimums and the one the search already has. */
function bedroomSelectOptions(current: number, t: TFunction<'find'>) {
  return [
    { value: '0', label: t('form.bedroomsAny') },
    ...[...new Set<number>([...ROOMS_FILTER_OPTIONS, current])]
      .filter((count) => count > 0)
      .sort((a, b) => a - b)
      .map((count) => ({ value: String(count), label: formatMinimumCount(count) })),
  ];
}

/** What the page may do with the form. */
export interface SavedSearchFormHandle {
  /** Opens the form's budget helper, whose result can fill the maximum budget. */
  openBudgetHelper: () => void;
}

/**
 * The saved-search form, for a new search and for changing one (buyer-side.md §2 Find page,
 * §3 Search, §5, §9): buy or rent, property type (renting hides building land), locations,
 * bedrooms for residential types only, maximum budget with the budget helper, Save. The form
 * checks type and locations before anything is sent; the server's field errors appear on their
 * fields in the user's language, and a failure keeps every value as typed.
 *
 * `onSubmit` gets the API body and settles when the search is saved (or the save was given up);
 * it rejects with the API's error to have it shown. A click saves once, its checks included
 * (issue 30 point 1). The budget helper belongs to the form (its
 * result fills the maximum budget when buying); the page may open it through `ref`.
 */
export function SavedSearchForm({
  types,
  typesLoading,
  language,
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  onValuesChange,
  waitsForApp = false,
  ref,
}: {
  types: PropertyType[];
  typesLoading: boolean;
  language: Language;
  initialValues: SavedSearchFormValues;
  submitLabel: string;
  onSubmit: (body: SavedSearchBody) => Promise<void>;
  onCancel?: () => void;
  /** Told of every change (the find page keeps the values over a detour to the login page). */
  onValuesChange?: (values: SavedSearchFormValues) => void;
  /** The form is on a page the server renders: Save waits for the app (issue 30 point 3). */
  waitsForApp?: boolean;
  ref?: Ref<SavedSearchFormHandle>;
}) {
  const { t } = useTranslation('find');
  const { t: tp } = useTranslation('property');
  const { sending: saving, send } = useSendOnce();
  const [budgetOpen, setBudgetOpen] = useState(false);
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const form = useForm<SavedSearchFormValues>({
    mode: 'controlled',
    initialValues,
    onValuesChange: (values) => onValuesChange?.(values),
  });
  useImperativeHandle(ref, () => ({ openBudgetHelper: () => setBudgetOpen(true) }), []);
  const values = form.getValues();
  const rent = values.rent === 'true';
  const offered = selectableTypes(types, rent);
  const bedrooms = asksForBedrooms(values, types);

  const submit = async () => {
    try {
      const { validateSavedSearch } = await loadValidation();
      const submitted = form.getValues();
      const errors = validateSavedSearch(submitted, types);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        focusFirstError();
        return;
      }
      await onSubmit(savedSearchBody(submitted, types));
    } catch (error) {
      form.setErrors(
        error instanceof ApiError ? serverFieldErrors(error) : { form: t('form.failed') },
      );
      focusFirstError();
    }
  };

  const typeOptions = typeSelectOptions(offered, language, t, tp);
  const bedroomOptions = bedroomSelectOptions(values.bedrooms, t);

  const formError = form.errors.form;

  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send(submit);
      }}
      // The checks are fetched while the visitor fills the form, ready by the time they save.
      onFocusCapture={() => void loadValidation()}
      noValidate
      ref={scopeRef}
    >
      <Stack gap="lg">
        <Radio.Group
          label={t('form.mode')}
          value={values.rent}
          onChange={(value) =>
            form.setValues(withRent(form.getValues(), value === 'true' ? 'true' : 'false', types))
          }
          error={form.errors.rent}
        >
          <Group gap="lg" mt={6}>
            <Radio value="false" label={t('form.buy')} />
            <Radio value="true" label={t('form.rent')} />
          </Group>
        </Radio.Group>

        <NativeSelect
          label={t('form.type')}
          required
          data={typeOptions}
          disabled={typesLoading && types.length === 0}
          {...form.getInputProps('type')}
        />

        <LocationPicker
          value={values.locations}
          onChange={(locations) => form.setFieldValue('locations', locations)}
          language={language}
          error={form.errors.locations}
        />

        {bedrooms && (
          <NativeSelect
            label={t('form.bedrooms')}
            data={bedroomOptions}
            value={String(values.bedrooms)}
            onChange={(event) => form.setFieldValue('bedrooms', Number(event.currentTarget.value))}
            error={form.errors.bedrooms}
          />
        )}

        <SavedSearchBudgetSection
          rent={rent}
          inputProps={form.getInputProps('budget')}
          onOpenHelper={() => setBudgetOpen(true)}
        />

        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('form.cancel')}
            </Button>
          )}
          <SubmitButton sending={saving} waitsForApp={waitsForApp}>
            {submitLabel}
          </SubmitButton>
        </Group>
      </Stack>
      <BudgetHelperDialog
        opened={budgetOpen}
        onClose={() => setBudgetOpen(false)}
        language={language}
        // The helper works out a price to buy at: it does not fill a monthly rent.
        onUse={rent ? undefined : (budget) => form.setFieldValue('budget', budget)}
      />
    </form>
  );
}
