import type { Category } from '@domus/domain/core/constants';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { loadSellTexts } from '@domus/web/shared/i18n/load-sell-texts';
import { lazy, Suspense } from 'react';

// The site's two-step confirm dialog (main image, then four main images) with its texts, loaded
// when first opened: the tables do not need it to appear.
const ConfirmListingDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@domus/web/features/confirm-listing/components/confirm-listing-dialog'),
    loadSellTexts(getLanguage()),
  ]);
  return { default: module.ConfirmListingDialog };
});

/**
 * The staff confirm dialog of the site (seller-side.md §2 Dialogs: two steps, main image and four
 * main images) for one listing; `onClose` says whether it was saved (confirmed).
 */
export function ConfirmDialog({
  listing,
  onClose,
}: {
  listing: { category: Category; id: string };
  onClose: (confirmed: boolean) => void;
}) {
  return (
    <Suspense fallback={null}>
      <ConfirmListingDialog
        category={listing.category}
        id={listing.id}
        opened
        onClose={(saved) => onClose(saved !== null)}
      />
    </Suspense>
  );
}
