import type { AdminColumn } from '@domus/domain/listing/categories/category-module';
import { adminCellText } from '@domus/domain/staff/admin-cells';
import type { ListingFormatter } from '@domus/domain/format/listing-format';
import type { ListingStatus } from '@domus/domain/core/listing-status';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { ResponsiveImage } from '@domus/web/shared/components/responsive-image';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './listings.module.css';

/** The dot colour of each status: what needs a look stands out. */
const STATUS_COLORS: Record<ListingStatus, string> = {
  draft: 'gray',
  awaitingConfirmation: 'orange',
  published: 'teal',
  withdrawn: 'red',
};

/**
 * One cell of an admin table: the picture as a thumbnail, the status as a badge, every other
 * column as the domain writes it (the CSV export writes the same text). The place of a listing
 * whose street the register lacks carries a badge, so staff check the address its seller placed
 * by hand (issue 18 §4).
 */
export function ListingCell({
  row,
  column,
  format,
}: {
  row: AdminListingRow;
  column: AdminColumn;
  format: ListingFormatter;
}) {
  if (column.kind === 'image') {
    return (
      <ResponsiveImage
        image={row.image}
        alt=""
        variants={['card']}
        sizes="48px"
        aspectRatio={300 / 250}
        className={classes.thumb}
      />
    );
  }
  const text = adminCellText(column, row, format, 'table');
  if (column.kind === 'status') {
    return (
      // A coloured dot and the status in the text colour: a status of several words ("In attesa
      // di conferma") wraps in its narrow column and keeps its contrast (a wrapped badge label
      // failed the contrast check).
      <span className={classes.status}>
        <span
          className={classes.statusDot}
          style={{ background: `var(--mantine-color-${STATUS_COLORS[row.status]}-6)` }}
          aria-hidden
        />
        {text}
      </span>
    );
  }
  if (column.kind === 'place' && row.location.streetUnverified) {
    return <UnverifiedPlace text={text} />;
  }
  return <>{text}</>;
}

function UnverifiedPlace({ text }: { text: string }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={6} wrap="nowrap">
      {text}
      <Badge
        color="orange"
        variant="light"
        radius="sm"
        miw="max-content"
        title={t('streetUnverified.hint')}
      >
        {t('streetUnverified.badge')}
      </Badge>
    </Group>
  );
}
