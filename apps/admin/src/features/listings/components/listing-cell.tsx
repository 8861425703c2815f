import type { AdminColumn } from '@domus/domain/categories/category-module';
import { adminCellText } from '@domus/domain/format/admin-cells';
import type { ListingFormatter } from '@domus/domain/format/listing-format';
import type { ListingStatus } from '@domus/domain/rules/listing-status';
import type { AdminListingRow } from '@domus/domain/schemas/admin-listings.schema';
import { ResponsiveImage } from '@domus/web/shared/components/responsive-image';
import { Badge } from '@mantine/core';
import classes from './listings.module.css';

/** The badge colour of each status: what needs a look stands out. */
const STATUS_COLORS: Record<ListingStatus, string> = {
  draft: 'gray',
  awaitingConfirmation: 'orange',
  published: 'teal',
  withdrawn: 'red',
};

/**
 * One cell of an admin table: the picture as a thumbnail, the status as a badge, every other
 * column as the domain writes it (the CSV export writes the same text).
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
        sizes="64px"
        aspectRatio={300 / 250}
        className={classes.thumb}
      />
    );
  }
  const text = adminCellText(column, row, format, 'table');
  if (column.kind === 'status') {
    return (
      <Badge color={STATUS_COLORS[row.status]} variant="light" radius="sm">
        {text}
      </Badge>
    );
  }
  return <>{text}</>;
}
