import type { Language, Subtype } from '@domus/domain/core/constants';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { useState } from 'react';
import { retypeDetails } from '../utils/details-values';
import { chosenType, type WizardState } from '../utils/wizard-state';

/**
 * Rent or buy and the type (seller-side.md §2 step 1). Another type keeps step 3's values as far
 * as they apply to it (`retypeDetails` says how); before values entered there are lost, the
 * user is asked: `retyping` names the type waiting for the answer, `confirm` applies it.
 */
export function useOfferChoice(options: {
  language: Language;
  types: readonly PropertyType[];
  /** The type step 3's values were entered for. */
  typeOfDetails: PropertyType | undefined;
  details: WizardState['details'];
  update: (change: (state: WizardState) => WizardState) => void;
}) {
  const { language, types, typeOfDetails, details, update } = options;
  // Another type whose details would lose entered values, waiting for the user's answer.
  const [retyping, setRetyping] = useState<{ name: string; apply: () => void } | null>(null);

  const choose = ({ rent, typeId }: { rent: boolean; typeId: string | null }) => {
    const from = typeOfDetails;
    const to = chosenType(types, typeId);
    if (!from || !to || from._id === to._id || details === null) {
      update((current) => ({
        ...current,
        rent,
        typeId,
        ...(typeId === current.typeId ? {} : { details: null, section: 0 }),
      }));
      return;
    }
    const retyped = retypeDetails(
      { category: from.category, subtype: from.id as Subtype },
      { category: to.category, subtype: to.id as Subtype },
      details,
      new Date(),
    );
    const apply = () =>
      update((current) => ({ ...current, rent, typeId, details: retyped.values, section: 0 }));
    if (retyped.discards) setRetyping({ name: to.name[language], apply });
    else apply();
  };

  return {
    choose,
    retyping: retyping?.name ?? null,
    confirm: () => {
      retyping?.apply();
      setRetyping(null);
    },
    cancel: () => setRetyping(null),
  };
}
