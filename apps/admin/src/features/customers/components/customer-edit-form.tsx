import type { AdminCustomerPage } from '@domus/domain/staff/admin-customers.schema';
import {
  profileInputSchema,
  sellerInputSchema,
  type SellerType,
} from '@domus/domain/person/seller.schema';
import { useMe } from '@domus/web/features/account/api/get-me';
import {
  sellerTypeOptions,
  validateCustomer,
} from '@domus/web/features/customers/utils/customer-form';
import { ApiError } from '@domus/web/shared/api/api-error';
import { SellerFields } from '@domus/web/shared/components/seller-fields';
import {
  sellerFormInput,
  validateSellerForm,
  type SellerFormValues,
} from '@domus/web/shared/lib/seller-form';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomer } from '../api/update-customer';

/** The stored postal address without its empty parts, as the input schemas take it. */
function addressInput(address: Record<string, string | null | undefined> | null | undefined) {
  const parts = Object.entries(address ?? {}).filter(([, v]) => typeof v === 'string' && v !== '');
  return parts.length ? { address: Object.fromEntries(parts) } : {};
}

/**
 * The customer's data in the site's seller form (issue 16 point 2): a seller with the seller
 * step's rules and its seller types (an agent cannot make a customer an agent), a client with the
 * profile dialog's. What the form does not show (postal address, fiscal code) is sent as stored,
 * since the calls save the whole record. The server's field messages (a used e-mail address)
 * show on their fields.
 */
export function CustomerEditForm({
  page,
  onDone,
}: {
  page: AdminCustomerPage;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const me = useMe(true).data;
  const update = useUpdateCustomer();
  const record = page.seller ?? page.client;
  const form = useForm<SellerFormValues>({
    mode: 'controlled',
    initialValues: {
      sellerType: page.seller?.sellerType ?? '',
      salutation: record?.salutation ?? '',
      name: record?.name ?? '',
      familyName: record?.familyName ?? '',
      companyName: record?.companyName ?? '',
      email: record?.email ?? '',
      tel: record?.tel ?? '',
      pec: page.seller?.pec ?? '',
      taxCode: page.seller?.taxCode ?? '',
      language: record?.language ?? 'it',
    },
    validate: (values) =>
      page.seller && me
        ? validateCustomer({ ...values, sellerType: values.sellerType as SellerType }, me.admin)
        : validateSellerForm(values, page.seller ? 'seller' : 'profile'),
  });

  const submit = form.onSubmit((values) => {
    const input = { ...sellerFormInput(values), ...addressInput(record?.address) };
    const request = page.seller
      ? {
          kind: 'seller' as const,
          id: page.seller._id,
          body: sellerInputSchema.parse({
            ...input,
            ...(page.seller.fiscalCode ? { fiscalCode: page.seller.fiscalCode } : {}),
          }),
        }
      : {
          kind: 'client' as const,
          accountId: page.account!._id,
          body: profileInputSchema.parse(input),
        };
    update.mutate(request, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of error.fields) form.setFieldError(field.field, field.message);
      },
    });
  });

  const serverError =
    update.error instanceof ApiError && update.error.fields.length > 0 ? null : update.error;

  return (
    <form onSubmit={submit} noValidate aria-label={t('customers.page.edit')}>
      <Stack gap="sm">
        <SellerFields
          values={form.values}
          field={form.getInputProps}
          rules={page.seller ? 'seller' : 'profile'}
          sellerTypes={page.seller && me ? sellerTypeOptions(me.admin) : undefined}
        />
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(false)} disabled={update.isPending}>
            {t('customers.page.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('customers.page.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
