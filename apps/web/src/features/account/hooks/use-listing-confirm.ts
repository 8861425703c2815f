import { CATEGORIES, type Category } from '@domus/domain/core/constants';
import { canConfirmListings } from '@domus/domain/person/permissions';
import type { Me } from '@domus/domain/account/account.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { confirmListingParams } from '@domus/domain/core/web-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { withFlagParam } from '../../../shared/lib/flag-param';
import { accountQueryKey } from '../api/get-account';

/** The listing the confirm dialog is about. */
export type ConfirmTarget = { category: Category; id: string };

/** The confirm dialog's listing named by the address, if it names one. */
function confirmTargetOf(params: URLSearchParams): ConfirmTarget | null {
  const id = params.get(confirmListingParams.id);
  const category = params.get(confirmListingParams.category);
  if (!id || !CATEGORIES.includes(category as Category)) return null;
  return { id, category: category as Category };
}

/**
 * The staff confirm dialog of the account page (buyer-side.md §2 Account page): opened by a
 * listing's confirm button or by `?newproperty=<id>&type=<category>`; closing it drops the
 * address's parameters, reads the lists again after a confirmation and gives the keyboard's focus
 * back. `headingId` is where the focus lands when no opener is left.
 */
export function useListingConfirm(me: Me | undefined, headingId: string) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ConfirmTarget | null>(null);
  // The confirm button that opened the dialog, for the focus to return to.
  const [confirmOpener, setConfirmOpener] = useState<HTMLElement | null>(null);

  const canConfirm = me !== undefined && canConfirmListings(me.admin);
  const linkedTarget = canConfirm ? confirmTargetOf(params) : null;
  const target = confirming ?? linkedTarget;

  const open = (card: PropertyCard) => {
    const active = document.activeElement;
    setConfirmOpener(active instanceof HTMLElement ? active : null);
    setConfirming({ category: card.category, id: card._id });
  };

  const close = (saved: boolean) => {
    setConfirming(null);
    if (linkedTarget) {
      setParams(
        (current) =>
          Object.values(confirmListingParams).reduce(
            (next, name) => withFlagParam(next, name, false),
            current,
          ),
        { replace: true },
      );
    }
    if (saved) void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    // The keyboard's focus goes back to the button that opened the dialog; when there is none (a
    // link opened it) or it leaves with the confirmed listing, to the page's heading, never lost.
    const opener = confirmOpener;
    setConfirmOpener(null);
    requestAnimationFrame(() => {
      if (opener?.isConnected && !saved) opener.focus();
      else document.getElementById(headingId)?.focus();
    });
  };

  return { canConfirm, target, open, close };
}
