import { SELLER_TYPES } from '@domus/domain/core/constants';
import type { FormErrors } from '@mantine/form';
import { SellerFields } from '../../../shared/components/seller-fields';
import type { OwnSellerValues } from '../utils/seller-step';

const SELLER_TYPE_CHOICES = SELLER_TYPES.map((value) => ({ value }));

/**
 * The seller's own data at step 0 (seller-side.md §2 step 0: a seller who is not staff enters
 * own data; §5 Seller step): the site's seller fields with the seller-step rules, every seller
 * type to choose from, prefilled from the profile.
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
  return (
    <SellerFields
      values={values}
      field={(name) => ({
        value: values[name],
        onChange: (event) => onChange({ ...values, [name]: event.currentTarget.value }),
        error: errors[name],
      })}
      rules="seller"
      sellerTypes={SELLER_TYPE_CHOICES}
      ownData
      readOnly={readOnly}
    />
  );
}
