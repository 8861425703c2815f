import { LANGUAGES, MAX_LENGTH, SALUTATIONS, type Language } from '@domus/domain/constants';
import type { SellerTypeChooser } from '@domus/domain/rules/seller-type';
import type { Seller } from '@domus/domain/schemas/seller.schema';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useCreateSeller } from '../api/create-seller';
import {
  customerPayload,
  emptyCustomer,
  offersCompanyFields,
  sellerTypeOptions,
  validateCustomer,
  type CustomerFormValues,
} from '../utils/customer-form';

/**
 * The form for a new customer (seller-side.md §5 Seller step): seller type (an agent cannot
 * choose the agent type), salutation, name, family name, e-mail or telephone, company fields
 * for firms, language. A used e-mail address shows 'Indirizzo email già in uso.' on the e-mail.
 */
export function NewCustomerForm({
  chooser,
  language,
  onCreated,
  onCancel,
}: {
  chooser: SellerTypeChooser;
  language: Language;
  onCreated: (seller: Seller) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('property');
  const { t: tc } = useTranslation();
  const { t: te } = useTranslation('errors');
  const create = useCreateSeller();
  const form = useForm<CustomerFormValues>({
    mode: 'controlled',
    initialValues: emptyCustomer(language),
    validate: (values) => validateCustomer(values, chooser),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(customerPayload(values), {
      onSuccess: onCreated,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of error.fields) form.setFieldError(field.field, field.message);
        if (error.code === 'duplicate_email' && error.fields.length === 0) {
          form.setFieldError('email', te('global.errors.duplicateEmail'));
        }
      },
    });
  });

  const serverError =
    create.error instanceof ApiError && create.error.fields.length > 0 ? null : create.error;
  const company = offersCompanyFields(form.values);

  return (
    <form onSubmit={submit} noValidate aria-label={t('customers.newTitle')}>
      <Stack gap="sm">
        <NativeSelect
          label={tp('seller.sellerType')}
          data={sellerTypeOptions(chooser).map(({ value, disabled }) => ({
            value,
            disabled,
            label: tp(`values.sellerType.${value}`),
          }))}
          {...form.getInputProps('sellerType')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={tp('seller.salutation')}
            data={[
              { value: '', label: '—' },
              ...SALUTATIONS.map((code) => ({
                value: code,
                label: tp(`values.salutation.${code}`),
              })),
            ]}
            {...form.getInputProps('salutation')}
          />
          <NativeSelect
            label={tp('seller.language')}
            data={LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }))}
            {...form.getInputProps('language')}
          />
          <TextInput
            label={tp('seller.name')}
            required
            maxLength={MAX_LENGTH.name}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={tp('seller.familyName')}
            required
            maxLength={MAX_LENGTH.name}
            {...form.getInputProps('familyName')}
          />
          <TextInput
            label={tp('seller.email')}
            type="email"
            maxLength={MAX_LENGTH.email}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={tp('seller.tel')}
            type="tel"
            maxLength={MAX_LENGTH.tel}
            {...form.getInputProps('tel')}
          />
          {company && (
            <>
              <TextInput
                label={tp('seller.companyName')}
                maxLength={MAX_LENGTH.companyName}
                {...form.getInputProps('companyName')}
              />
              <TextInput
                label={tp('seller.taxCode')}
                maxLength={MAX_LENGTH.taxCode}
                {...form.getInputProps('taxCode')}
              />
              <TextInput
                label={tp('seller.pec')}
                type="email"
                maxLength={MAX_LENGTH.email}
                {...form.getInputProps('pec')}
              />
            </>
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('customers.emailOrTelHint')}
        </Text>
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('customers.back')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('customers.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
