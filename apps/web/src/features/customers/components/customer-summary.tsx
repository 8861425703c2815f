import { sellerName } from '@domus/domain/person/seller-name';
import type { Seller } from '@domus/domain/person/seller.schema';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A customer in two lines: name and company, then seller type, e-mail and telephone. */
export function CustomerSummary({ seller }: { seller: Seller }) {
  const { t: tp } = useTranslation('property');
  return (
    <>
      <Text fw={600} size="sm" component="span" display="block">
        {sellerName(seller, { orContact: true })}
      </Text>
      <Text size="xs" c="dimmed" component="span" display="block">
        {[tp(`values.sellerType.${seller.sellerType}`), seller.email, seller.tel]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  );
}
