import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The colour of each status, the same in the calendar, its list, the dialog and the inbox. */
export const STATUS_COLORS: Record<ViewingStatus, string> = {
  requested: 'orange',
  confirmed: 'teal',
  declined: 'gray',
  cancelled: 'gray',
  held: 'gray',
  no_show: 'red',
};

/** A viewing's status as a badge. */
export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} miw="max-content">
      {t(`viewings.statuses.${status}`)}
    </Badge>
  );
}
