/**
 * The CSV export of the customers table (issue 16 point 1): every customer of the filtered table
 * in its order, headers and values in the caller's language, streamed a chunk of rows at a time
 * as the listings' export is (admin-export.service.ts), so that memory stays flat.
 */
import { Readable } from 'node:stream';
import type { AdminCustomersView } from '@domus/domain/staff/admin-customers-query';
import type { Language } from '@domus/domain/core/constants';
import { CSV_BOM, csvLine, csvSeparator } from '@domus/domain/format/csv';
import { createListingFormatter } from '@domus/domain/format/listing-format';
import { agencyIsoDay } from '@domus/domain/format/locale-format';
import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminCustomerRow } from '@domus/domain/staff/admin-customers.schema';
import type { Database } from '../../db/client.ts';
import { adminTranslator } from '../../lib/i18n.ts';
import { findAllCustomerRefs } from './admin-customers.repository.ts';
import { toCustomerRows } from './admin-customers.service.ts';
import type { AdminExport } from './admin-export.service.ts';

/** Rows read and written per step. */
const EXPORT_CHUNK = 500;

/** The export's columns, in order. */
const COLUMNS = [
  'kind',
  'name',
  'email',
  'tel',
  'language',
  'sellerType',
  'verified',
  'listings',
  'searches',
  'lastActivity',
  'createdAt',
  'duplicate',
] as const;

/**
 * The CSV export of the customers table in `language`: the header line at once, then the rows
 * in the table's order, read by id in chunks of {@link EXPORT_CHUNK}.
 * @param db the database
 * @param view the table's view (its page is ignored)
 * @param language the language of headers and values
 */
export function exportAdminCustomers(
  db: Database,
  view: AdminCustomersView,
  language: Language,
): AdminExport {
  const t = adminTranslator(language);
  const format = createListingFormatter(language, t);
  const separator = csvSeparator(language);
  const yesNo = (value: boolean) => t(value ? 'customers.yes' : 'customers.no');
  const cell = (row: AdminCustomerRow, column: (typeof COLUMNS)[number]): string => {
    switch (column) {
      case 'kind':
        return t(`customers.kind.${row.kind}`);
      case 'name':
        return sellerName(row);
      case 'email':
        return row.email ?? '';
      case 'tel':
        return row.tel ?? '';
      case 'language':
        return t(`customers.language.${row.language}`);
      case 'sellerType':
        return row.sellerType ? t(`customers.sellerType.${row.sellerType}`) : '';
      case 'verified':
        return yesNo(row.verified);
      case 'listings':
        return format.number(row.listings);
      case 'searches':
        return format.number(row.searches);
      case 'lastActivity':
        return format.date(row.lastActivity);
      case 'createdAt':
        return format.date(row.createdAt);
      case 'duplicate':
        return yesNo(row.duplicate);
    }
  };

  async function* lines(): AsyncGenerator<string> {
    yield (
      CSV_BOM +
      csvLine(
        COLUMNS.map((c) => t(`customers.columns.${c}`)),
        separator,
      )
    );
    const refs = await findAllCustomerRefs(db, view);
    for (let i = 0; i < refs.length; i += EXPORT_CHUNK) {
      const rows = await toCustomerRows(db, refs.slice(i, i + EXPORT_CHUNK));
      yield rows
        .map((row) =>
          csvLine(
            COLUMNS.map((c) => cell(row, c)),
            separator,
          ),
        )
        .join('');
    }
  }

  return {
    fileName: t('customers.csv.fileName', { date: agencyIsoDay() }),
    stream: Readable.from(lines(), { objectMode: false }),
  };
}
