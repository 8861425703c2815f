import { LANGUAGES, SALUTATIONS } from '@domus/domain/core/constants';
import { companyReplacesName, SELLER_MAX_LENGTH } from '@domus/domain/person/seller-fields';
import type { SellerType } from '@domus/domain/person/seller.schema';
import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offersCompanyFields,
  type SellerFormRules,
  type SellerFormValues,
} from '../lib/seller-form';

/** A field of the seller forms. */
export type SellerField = keyof SellerFormValues;

/**
 * What a form gives each field: value, change handler and message (`@mantine/form`'s
 * `getInputProps` fits).
 */
export interface SellerFieldProps {
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error?: ReactNode;
}

type TextField = 'name' | 'familyName' | 'companyName' | 'email' | 'tel' | 'pec' | 'taxCode';

/** The browser's autofill tokens of a person's own data. */
const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  name: 'given-name',
  familyName: 'family-name',
  companyName: 'organization',
  email: 'email',
  tel: 'tel',
};

/**
 * The fields of a seller (seller-side.md §3 Seller, §5 Seller step; buyer-side.md §5 Profile
 * dialog), the same in the sell wizard's own data, the staff's new customer and the profile
 * dialog: seller type (when `sellerTypes` are given), salutation, language, name, family name,
 * e-mail and telephone, and for agents and construction firms company name, VAT number and PEC.
 * Lengths are the domain's; the hints say what the `rules` ask. Labels are the `property`
 * namespace's field names, the same in every form.
 */
export function SellerFields({
  values,
  field,
  rules,
  sellerTypes,
  ownData = false,
  readOnly,
}: {
  /** The form's values (the seller type decides which fields show). */
  values: Pick<SellerFormValues, 'sellerType'>;
  /** The props of each field. */
  field: (name: SellerField) => SellerFieldProps;
  rules: SellerFormRules;
  /** The seller types to choose from; without them the type is not shown (the profile dialog). */
  sellerTypes?: readonly { value: SellerType; disabled?: boolean }[];
  /** The form holds the user's own data: the browser may fill it in. */
  ownData?: boolean;
  readOnly?: boolean;
}) {
  const { t: tp } = useTranslation('property');
  const { t: tc } = useTranslation();
  const firm = companyReplacesName(values.sellerType || undefined);
  const text = (name: TextField, extra: { required?: boolean; type?: string } = {}) => ({
    ...field(name),
    label: tp(`seller.${name}`),
    maxLength: SELLER_MAX_LENGTH[name],
    autoComplete: ownData ? AUTOCOMPLETE[name] : 'off',
    readOnly,
    ...extra,
  });

  return (
    <Stack gap="sm">
      {sellerTypes && (
        <NativeSelect
          label={tp('seller.sellerType')}
          data={sellerTypes.map(({ value, disabled }) => ({
            value,
            disabled,
            label: tp(`values.sellerType.${value}`),
          }))}
          {...field('sellerType')}
          disabled={readOnly}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={tp('seller.salutation')}
          data={[
            { value: '', label: '—' },
            ...SALUTATIONS.map((code) => ({ value: code, label: tp(`values.salutation.${code}`) })),
          ]}
          {...field('salutation')}
          disabled={readOnly}
        />
        <NativeSelect
          label={tp('seller.language')}
          data={LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }))}
          {...field('language')}
          disabled={readOnly}
        />
        {/* A construction firm may give its company name instead (buyer-side.md §5). */}
        <TextInput {...text('name', { required: !firm })} />
        <TextInput {...text('familyName', { required: !firm })} />
        <TextInput {...text('email', { type: 'email', required: rules === 'profile' })} />
        <TextInput {...text('tel', { type: 'tel' })} />
        {offersCompanyFields(values) && (
          <>
            <TextInput {...text('companyName')} />
            <TextInput {...text('taxCode')} />
            <TextInput {...text('pec', { type: 'email' })} />
          </>
        )}
      </SimpleGrid>
      {(rules === 'seller' || firm) && (
        <Stack gap={2}>
          {rules === 'seller' && (
            <Text size="xs" c="dimmed">
              {tp('sellerHints.emailOrTel')}
            </Text>
          )}
          {firm && (
            <Text size="xs" c="dimmed">
              {tp('sellerHints.companyInstead')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
