import type { Language } from '@domus/domain/core/constants';
import { canSellWithoutCustomer } from '@domus/domain/person/permissions';
import type { Me } from '@domus/domain/account/account.schema';
import type { ProfileInput } from '@domus/domain/person/seller.schema';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { agentNeedsOwnData } from '../components/seller-step';
import { ownSellerChanged, ownSellerPayload, validateOwnSeller } from '../utils/seller-step';
import type { WizardState } from '../utils/wizard-state';
import type { WizardBusy } from './use-listing-save';

/**
 * Step 0's rules (seller-side.md §5 Seller step): staff name a customer (an agent may also go on
 * without one), everyone else gives their own data, which are saved to the account when they
 * changed. `errors` are the seller form's own findings; `complete` answers whether the wizard
 * may move on.
 */
export function useSellerStep(options: {
  me: Me;
  language: Language;
  staff: boolean;
  seller: WizardState['seller'];
  saveProfile: (values: ProfileInput) => Promise<Me>;
  showMessages: (found: Record<string, string>) => void;
  setBusy: (busy: WizardBusy) => void;
  setAlert: (alert: string | null) => void;
}) {
  const { me, language, staff, seller, saveProfile, showMessages, setBusy, setAlert } = options;
  const { t } = useTranslation('sell');
  const [errors, setErrors] = useState<FormErrors>({});

  const complete = async (): Promise<boolean> => {
    if (staff && seller.customer) return true;
    if (staff && !agentNeedsOwnData(me, seller)) {
      if (canSellWithoutCustomer(me.admin)) return true; // An agent moves on (§5).
      showMessages({ owner: t('wizard.seller.customerRequired') });
      return false;
    }
    const found = validateOwnSeller(seller.own);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    if (!ownSellerChanged(seller.own, me, language)) return true;
    setBusy('next');
    try {
      await saveProfile(ownSellerPayload(seller.own, me));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      } else {
        const reason = error instanceof Error ? error.message : '';
        setAlert(`${t('wizard.seller.saveFailed')} ${reason}`.trim());
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { errors, clearErrors: () => setErrors({}), complete };
}
