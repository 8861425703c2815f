import { sellerName } from '@domus/domain/person/seller-name';
import type { Seller } from '@domus/domain/person/seller.schema';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the customer dialog gets from the button (its other props come from the page). */
export interface CustomerPickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (seller: Seller) => void;
}

/** One labelled value of the customer's details; absent values are left out. */
function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** The picked customer's details. */
function CustomerDetails({ seller }: { seller: Seller }) {
  const { t: tp } = useTranslation('property');
  const { t: tc } = useTranslation();
  return (
    <Stack component="dl" gap="xs" m={0}>
      <Detail
        label={tp('seller.sellerType')}
        value={tp(`values.sellerType.${seller.sellerType}`)}
      />
      <Detail
        label={tp('seller.salutation')}
        value={seller.salutation ? tp(`values.salutation.${seller.salutation}`) : null}
      />
      <Detail label={tp('seller.name')} value={seller.name} />
      <Detail label={tp('seller.familyName')} value={seller.familyName} />
      <Detail label={tp('seller.companyName')} value={seller.companyName} />
      <Detail label={tp('seller.email')} value={seller.email} />
      <Detail label={tp('seller.tel')} value={seller.tel} />
      <Detail label={tp('seller.pec')} value={seller.pec} />
      <Detail label={tp('seller.taxCode')} value={seller.taxCode} />
      <Detail label={tp('seller.language')} value={tc(`language.${seller.language}`)} />
    </Stack>
  );
}

/**
 * The staff's way to the customers from the account page (seller-side.md §2 step 0): a button
 * opening the customer dialog, which `renderPicker` draws (the page loads it for staff only);
 * the picked or created customer's details follow.
 */
export function CustomersButton({
  renderPicker,
}: {
  renderPicker: (props: CustomerPickerProps) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Seller | null>(null);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconUsers size={18} aria-hidden />}
        onClick={() => setPicking(true)}
      >
        {t('customers.open')}
      </Button>
      {renderPicker({
        opened: picking,
        onClose: () => setPicking(false),
        onPick: (seller) => {
          setPicking(false);
          setPicked(seller);
        },
      })}
      <Modal
        opened={picked !== null}
        onClose={() => setPicked(null)}
        title={picked ? sellerName(picked, { orContact: true }) || t('customers.details') : ''}
      >
        {picked && <CustomerDetails seller={picked} />}
      </Modal>
    </>
  );
}
