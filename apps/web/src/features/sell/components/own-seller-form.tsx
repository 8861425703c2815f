import { LANGUAGES, MAX_LENGTH, SALUTATIONS, SELLER_TYPES } from '@domus/domain/constants';
import type { SellerType } from '@domus/domain/schemas/seller.schema';
import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { offersCompanyFields } from '../../../shared/lib/seller-form';
import type { OwnSellerValues } from '../utils/seller-step';

/**
 * The seller's own data at step 0 (seller-side.md §2 step 0: a seller who is not staff enters
 * own data; §3 Seller): seller type, salutation, name, family name, company fields for firms and
 * agents, e-mail and telephone (at least one), language. Prefilled from the profile.
 */
export function OwnSellerForm({
  values,
  onChange,
  errors,
  readOnly,
}: {
  values: OwnSellerValues;
  onChange: (values: OwnSellerValues) => void;
  errors: FormErrors;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('sell');
  const { t: tp } = useTranslation('property');
  const { t: tc } = useTranslation();
  const text = (field: keyof OwnSellerValues, label: string, extra: object = {}) => ({
    label,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...values, [field]: event.currentTarget.value }),
    error: errors[field],
    readOnly,
    ...extra,
  });

  return (
    <Stack gap="sm">
      <NativeSelect
        label={tp('seller.sellerType')}
        data={SELLER_TYPES.map((value) => ({ value, label: tp(`values.sellerType.${value}`) }))}
        value={values.sellerType}
        onChange={(event) =>
          onChange({ ...values, sellerType: event.currentTarget.value as SellerType })
        }
        error={errors.sellerType}
        disabled={readOnly}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={tp('seller.salutation')}
          data={[
            { value: '', label: '—' },
            ...SALUTATIONS.map((code) => ({ value: code, label: tp(`values.salutation.${code}`) })),
          ]}
          value={values.salutation}
          onChange={(event) =>
            onChange({
              ...values,
              salutation: event.currentTarget.value as OwnSellerValues['salutation'],
            })
          }
          disabled={readOnly}
        />
        <NativeSelect
          label={tp('seller.language')}
          data={LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }))}
          value={values.language}
          onChange={(event) =>
            onChange({
              ...values,
              language: event.currentTarget.value as OwnSellerValues['language'],
            })
          }
          disabled={readOnly}
        />
        <TextInput
          {...text('name', tp('seller.name'), {
            required: true,
            maxLength: MAX_LENGTH.name,
            autoComplete: 'given-name',
          })}
        />
        <TextInput
          {...text('familyName', tp('seller.familyName'), {
            required: true,
            maxLength: MAX_LENGTH.name,
            autoComplete: 'family-name',
          })}
        />
        <TextInput
          {...text('email', tp('seller.email'), {
            type: 'email',
            maxLength: MAX_LENGTH.email,
            autoComplete: 'email',
          })}
        />
        <TextInput
          {...text('tel', tp('seller.tel'), {
            type: 'tel',
            maxLength: MAX_LENGTH.tel,
            autoComplete: 'tel',
          })}
        />
        {offersCompanyFields(values) && (
          <>
            <TextInput
              {...text('companyName', tp('seller.companyName'), {
                maxLength: MAX_LENGTH.companyName,
                autoComplete: 'organization',
              })}
            />
            <TextInput
              {...text('taxCode', tp('seller.taxCode'), { maxLength: MAX_LENGTH.taxCode })}
            />
            <TextInput
              {...text('pec', tp('seller.pec'), { type: 'email', maxLength: MAX_LENGTH.pec })}
            />
          </>
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('wizard.seller.emailOrTelHint')}
      </Text>
    </Stack>
  );
}
