import type { Language } from '@domus/domain/core/constants';
import type { SellerTypeChooser } from '@domus/domain/person/seller-type';
import type { Seller } from '@domus/domain/person/seller.schema';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { SellerFields } from '../../../shared/components/seller-fields';
import { emptySellerForm, sellerPayload } from '../../../shared/lib/seller-form';
import { useCreateSeller } from '../api/create-seller';
import {
  sellerTypeOptions,
  validateCustomer,
  type CustomerFormValues,
} from '../utils/customer-form';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';
import { SubmitButton } from '../../../shared/components/submit-button';
import { useSendOnce } from '../../../shared/hooks/use-send-once';

/**
 * The form for a new customer (seller-side.md §5 Seller step): the site's seller fields with the
 * seller-step rules, the seller type first (an agent cannot choose the agent type). A used
 * e-mail address shows 'Indirizzo email già in uso.' on the e-mail. A click creates one customer
 * (issue 30 point 1).
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
  const { t: te } = useTranslation('errors');
  const create = useCreateSeller();
  const { sending, send } = useSendOnce();
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const form = useForm<CustomerFormValues>({
    mode: 'controlled',
    initialValues: emptySellerForm(language),
    validate: (values) => validateCustomer(values, chooser),
  });

  const createCustomer = async (values: CustomerFormValues) => {
    let seller: Seller;
    try {
      seller = await create.mutateAsync(sellerPayload(values));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const field of error.fields) form.setFieldError(field.field, field.message);
      if (error.code === 'duplicate_email' && error.fields.length === 0) {
        form.setFieldError('email', te('global.errors.duplicateEmail'));
      }
      focusFirstError();
      return;
    }
    onCreated(seller);
  };

  const submit = form.onSubmit(
    (values) => void send(() => createCustomer(values)),
    focusFirstError,
  );

  const serverError =
    create.error instanceof ApiError && create.error.fields.length > 0 ? null : create.error;

  return (
    <form onSubmit={submit} noValidate aria-label={t('customers.newTitle')} ref={scopeRef}>
      <Stack gap="sm">
        <SellerFields
          values={form.values}
          field={form.getInputProps}
          rules="seller"
          sellerTypes={sellerTypeOptions(chooser)}
        />
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {t('customers.back')}
          </Button>
          <SubmitButton sending={sending}>{t('customers.create')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
