import { adminListingsHref } from '@domus/domain/staff/admin-listings-query';
import { CATEGORIES, type Category } from '@domus/domain/core/constants';
import { ApiError } from '@domus/web/shared/api/api-error';
import { downloadFile } from '@domus/web/shared/api/download-file';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Button, Group, Tabs, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminListingsPath } from '../api/admin-listings';

/** The CSV export of the table's filtered rows in the staff member's language. */
function exportHref(category: Category, query: Record<string, string>): string {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  const params = new URLSearchParams({ ...rest, lang: getLanguage() });
  return `${adminListingsPath(category)}/export.csv?${params}`;
}

/**
 * The top of the listing tables (issue 15 points 2 and 3): the heading, the CSV export of the
 * filtered table (the link's address also works without the app) and one tab per category.
 */
export function ListingsHeaderSection({
  category,
  query,
}: {
  category: Category;
  /** The table's view as query parameters. */
  query: Record<string, string>;
}) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  const [exporting, setExporting] = useState(false);

  const onExport = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setExporting(true);
    try {
      await downloadFile(exportHref(category, query), `${category}.csv`);
    } catch (error) {
      showToast({
        kind: 'error',
        message: error instanceof ApiError && error.message ? error.message : t('errors.export'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('nav.listings')}
        </Title>
        <Button
          component="a"
          href={exportHref(category, query)}
          onClick={onExport}
          loading={exporting}
          variant="default"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        >
          {t('table.export')}
        </Button>
      </Group>
      <Tabs value={category} mb="md" keepMounted={false}>
        <Tabs.List
          aria-label={t('table.categories')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {CATEGORIES.map((c) => (
            <Tabs.Tab
              key={c}
              value={c}
              renderRoot={(props) => <Link {...props} to={adminListingsHref(c)} />}
            >
              {tp(`categories.${c}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
