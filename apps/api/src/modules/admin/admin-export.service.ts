/**
 * The CSV export of an admin table (issue 15 point 7): every listing of the filtered table in
 * its order, headers and values in the caller's language as the table writes them (the
 * domain's `adminCellText` with the listing formatter: "1.500,00" in de), streamed a chunk of
 * rows at a time so that the server's memory stays flat however long the table.
 */
import { Readable } from 'node:stream';
import type { AdminListingsView } from '@domus/domain/staff/admin-listings-query';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import type { Category, Language } from '@domus/domain/core/constants';
import { adminCellText, adminColumnHeader } from '@domus/domain/staff/admin-cells';
import { CSV_BOM, csvLine, csvSeparator } from '@domus/domain/format/csv';
import { createListingFormatter } from '@domus/domain/format/listing-format';
import { agencyIsoDay } from '@domus/domain/format/locale-format';
import type { Database } from '../../db/client.ts';
import { adminTranslator } from '../../lib/i18n.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  findStaffListingIds,
  findStaffListingsByIds,
  staffListingConditions,
  staffListingOrder,
} from '../properties/listing-queries.ts';
import { toStaffRows } from '../properties/listing-staff-view.ts';
import { adminCriteria, sortColumn, type StaffViewer } from './admin-listings.service.ts';

/** Rows read and written per step. */
const EXPORT_CHUNK = 500;

/** A prepared export: its file name and the stream of its lines. */
export type AdminExport = { fileName: string; stream: Readable };

/**
 * The CSV export of a category's table in `language`. The view is checked before anything is
 * sent (a bad sort or subtype answers 400); then the header line goes out at once and the rows
 * follow, read by id in chunks of {@link EXPORT_CHUNK} in the table's order.
 * @param db the database
 * @param storage where pictures are stored (the picture column holds its address)
 * @param viewer the caller (staff)
 * @param category the table's category
 * @param view the table's view (its page is ignored)
 * @param language the language of headers and values
 * @param publicUrl the site's address, before a picture's own path: a link in a file opened
 *   elsewhere has no page to be relative to (issue 30 point 12)
 */
export async function exportAdminListings(
  db: Database,
  storage: FileStorage,
  viewer: StaffViewer,
  category: Category,
  view: AdminListingsView,
  language: Language,
  publicUrl: string,
): Promise<AdminExport> {
  const column = sortColumn(category, view.sort);
  const where = staffListingConditions(await adminCriteria(db, viewer, category, view));
  const order = staffListingOrder({ column, dir: view.dir, language });
  const t = adminTranslator(language);
  const formatter = createListingFormatter(language, t);
  const columns = categoryModule(category).adminColumns;
  const separator = csvSeparator(language);
  // The file is named by the agency's day, which after midnight in South Tyrol is UTC's next.
  const today = agencyIsoDay();

  async function* lines(): AsyncGenerator<string> {
    yield (
      CSV_BOM +
      csvLine(
        columns.map((c) => adminColumnHeader(c, formatter, 'export')),
        separator,
      )
    );
    const ids = await findStaffListingIds(db, where, order);
    for (let i = 0; i < ids.length; i += EXPORT_CHUNK) {
      const chunk = ids.slice(i, i + EXPORT_CHUNK);
      const ordered = await findStaffListingsByIds(db, chunk);
      const rows = (await toStaffRows(db, storage, viewer, ordered)).map((row) =>
        row.image && row.image.url.startsWith('/')
          ? { ...row, image: { ...row.image, url: `${publicUrl}${row.image.url}` } }
          : row,
      );
      yield rows
        .map((row) =>
          csvLine(
            columns.map((c) => adminCellText(c, row, formatter, 'export')),
            separator,
          ),
        )
        .join('');
    }
  }

  return {
    fileName: t('csv.fileName', { category, date: today }),
    stream: Readable.from(lines(), { objectMode: false }),
  };
}
