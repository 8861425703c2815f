import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountListingStatistics } from '../api/get-listing-statistics';

/** The query parameter naming the listing whose statistics the account page shows. */
export const STATISTICS_PARAM = 'statistics';

/**
 * Draws a listing's statistics from the API's answer (the statistics panel); the page that
 * composes the account page provides it.
 */
export type RenderStatistics = (props: {
  statistics: ListingStatistics | undefined;
  loading: boolean;
  error: Error | null;
}) => ReactNode;

/**
 * A seller's statistics of one of their listings (issue 33 point 4), over the account page and
 * full screen on a phone. `listingId` null keeps it closed; `label` names the listing in the
 * title when the page knows it (an address with another listing's id shows the API's answer).
 */
export function ListingStatisticsDialog({
  listingId,
  label,
  renderStatistics,
  onClose,
}: {
  listingId: string | null;
  label: string | null;
  renderStatistics: RenderStatistics;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const phone = useMediaQuery('(max-width: 36em)');
  const statistics = useAccountListingStatistics(listingId);
  return (
    <Modal
      opened={listingId !== null}
      onClose={onClose}
      title={label ? t('statistics.title', { name: label }) : t('statistics.titlePlain')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('statistics.close') }}
    >
      {listingId &&
        renderStatistics({
          statistics: statistics.data,
          loading: statistics.isPending,
          error: statistics.error,
        })}
    </Modal>
  );
}
