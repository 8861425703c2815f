import type { Seller } from '@domus/domain/person/seller.schema';
import { useMe } from '@domus/web/features/account/api/get-me';
import { loadAccountTexts } from '@domus/web/features/auth/i18n/load-account-texts';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The site's new-customer form (the sell wizard's customer picker: the seller-step rules and the
// duplicate-address message) with its texts, loaded when first opened.
const NewCustomerForm = lazy(async () => {
  const [module] = await Promise.all([
    import('@domus/web/features/customers/components/new-customer-form'),
    loadAccountTexts(getLanguage()),
  ]);
  return { default: module.NewCustomerForm };
});

/** The dialog creating a customer (a seller) with the wizard picker's form (issue 16 point 1). */
export function NewCustomerDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (seller: Seller) => void;
}) {
  const { t } = useTranslation('admin');
  const me = useMe(true).data;
  return (
    <Modal opened={opened} onClose={onClose} title={t('customers.create.title')} size="lg">
      {opened && me && (
        <Suspense fallback={null}>
          <NewCustomerForm
            chooser={me.admin}
            language={getLanguage()}
            onCreated={onCreated}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </Modal>
  );
}
