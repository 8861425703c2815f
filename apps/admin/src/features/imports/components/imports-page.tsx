import { CATEGORIES } from '@domus/domain/core/constants';
import type {
  ImportPreviewListing,
  ListingImport,
} from '@domus/domain/feeds/listing-import.schema';
import { sellerName } from '@domus/domain/person/seller-name';
import { adminListingRowHref } from '@domus/domain/staff/admin-listings-query';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplyListingImport } from '../api/apply-listing-import';
import { useListingImport } from '../api/get-listing-import';
import { usePreviewListingImport } from '../api/preview-listing-import';
import { useSellerChoices } from '../api/search-sellers';

const ACTION_COLOR = { create: 'teal', update: 'blue', refused: 'gray' } as const;

/** A listing's reasons and unmapped fields, as the preview's last column shows them. */
function Unmapped({ listing }: { listing: ImportPreviewListing }) {
  const { t } = useTranslation('admin');
  if (listing.refused.length) {
    return (
      <List size="sm">
        {listing.refused.map((r) => (
          <List.Item key={r.key}>{r.message}</List.Item>
        ))}
      </List>
    );
  }
  const publish = listing.publishIssues.length ? (
    <Text size="sm" c="orange.8">
      {t('imports.publishHint')}: {listing.publishIssues.map((p) => p.message).join(' ')}
    </Text>
  ) : null;
  if (!listing.unmapped.length) {
    return (
      <>
        {publish}
        <Text size="sm">{t('imports.allMapped')}</Text>
      </>
    );
  }
  return (
    <>
      {publish}
      <details>
        <summary>{t('imports.unmappedCount', { count: listing.unmapped.length })}</summary>
        <List size="sm">
          {listing.unmapped.map((u, i) => (
            <List.Item key={`${u.field}-${i}`}>
              <Text span ff="monospace" size="xs">
                {u.field}
              </Text>
              {u.value ? ` (${u.value})` : ''}: {u.message}
            </List.Item>
          ))}
        </List>
      </details>
    </>
  );
}

/** The preview: counts per category and the table of listings. */
function Preview({ data }: { data: ListingImport }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  const columns: DataTableColumn<ImportPreviewListing>[] = [
    { accessor: 'externalRef', title: t('imports.columns.ref') },
    { accessor: 'title', title: t('imports.columns.title') },
    {
      accessor: 'category',
      title: t('imports.columns.category'),
      render: (l) => (l.category ? tp(`categories.${l.category}`) : '–'),
    },
    {
      accessor: 'municipality',
      title: t('imports.columns.municipality'),
      render: (l) => l.municipality?.name ?? '–',
    },
    {
      accessor: 'images',
      title: t('imports.columns.media'),
      render: (l) => `${l.images} / ${l.plans}`,
    },
    {
      accessor: 'action',
      title: t('imports.columns.action'),
      render: (l) => (
        <Badge color={ACTION_COLOR[l.action]} variant="light">
          {t(`imports.action.${l.action}`)}
        </Badge>
      ),
    },
    {
      accessor: 'unmapped',
      title: t('imports.columns.unmapped'),
      render: (l) => <Unmapped listing={l} />,
    },
  ];
  return (
    <Stack>
      <Group gap="xs">
        <Text fw={600}>{t('imports.counts')}:</Text>
        {CATEGORIES.filter((c) => data.counts[c]).map((c) => (
          <Badge key={c} variant="outline">
            {tp(`categories.${c}`)}: {data.counts[c]}
          </Badge>
        ))}
      </Group>
      <DataTable
        withTableBorder
        records={data.listings}
        idAccessor={(l) => `${l.externalRef ?? ''}-${data.listings.indexOf(l)}`}
        columns={columns}
        noRecordsText={t('imports.noListings')}
      />
    </Stack>
  );
}

/** The import's result: counts and each listing made, changed or failed with its problems. */
function Result({ data }: { data: ListingImport }) {
  const { t } = useTranslation('admin');
  const result = data.result!;
  return (
    <Paper withBorder p="md">
      <Title order={3}>{t('imports.result.title')}</Title>
      <Text>{t('imports.result.summary', result)}</Text>
      <List mt="sm">
        {result.listings.map((l) => (
          <List.Item key={l.externalRef}>
            {l.externalRef}: {t(`imports.result.${l.action}`)}
            {l.id ? (
              <>
                {' · '}
                <Link to={adminListingRowHref(l.category, l.id)}>{t('imports.result.open')}</Link>
              </>
            ) : null}
            {l.problems.length ? (
              <List size="sm">
                {l.problems.map((p, i) => (
                  <List.Item key={`${p.field}-${i}`}>
                    {p.field}: {p.message}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The seller the imported listings are for: a customer found by name, company or address (the
 * customer dialog's search), or none, which makes them the admin's own.
 */
function OwnerSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 500);
  const sellers = useSellerChoices(debounced);
  return (
    <Select
      label={t('imports.owner')}
      description={t('imports.ownerHint')}
      searchable
      clearable
      w={360}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={(sellers.data ?? []).map((seller) => ({
        value: seller._id,
        label: sellerName(seller, { orContact: true }),
      }))}
    />
  );
}

/**
 * The import from another CRM (issue 32 point 5, decision 064), for admins: an OpenImmo ZIP
 * uploaded, its preview (listings per category, what would be created or updated, each field
 * that cannot be taken over with its reason), then imported as drafts or published, and the
 * result. A refused upload shows the API's message, in the page's language.
 */
export function ImportsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('imports.title'));
  const [file, setFile] = useState<File | null>(null);
  const [id, setId] = useState<string | null>(null);
  const [owner, setOwner] = useState<string | null>(null);
  const upload = usePreviewListingImport();
  const current = useListingImport(id);
  const apply = useApplyListingImport();
  const data = current.data;
  const importable = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;
  const chosen = owner ? { owner } : {};

  const onUpload = () => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (preview) => setId(preview._id) });
  };
  const reset = () => {
    setId(null);
    setFile(null);
    setOwner(null);
    upload.reset();
    apply.reset();
  };

  return (
    <Stack>
      <Title order={2}>{t('imports.title')}</Title>
      <Text c="dimmed">{t('imports.intro')}</Text>
      {!data ? (
        <Group align="end">
          <FileInput
            label={t('imports.file')}
            placeholder={t('imports.filePlaceholder')}
            accept=".zip,application/zip"
            value={file}
            onChange={setFile}
            w={360}
          />
          <Button onClick={onUpload} disabled={!file} loading={upload.isPending}>
            {upload.isPending ? t('imports.uploading') : t('imports.upload')}
          </Button>
        </Group>
      ) : null}
      {upload.error ? <Alert color="red">{upload.error.message}</Alert> : null}
      {apply.error ? <Alert color="red">{apply.error.message}</Alert> : null}
      {data ? <Preview data={data} /> : null}
      {data?.status !== 'imported' && importable > 0 ? (
        <OwnerSelect value={owner} onChange={setOwner} />
      ) : null}
      {data?.status !== 'imported' && importable > 0 ? (
        <Group>
          <Button
            variant="default"
            loading={apply.isPending}
            onClick={() => apply.mutate({ id: data!._id, body: { as: 'draft', ...chosen } })}
          >
            {t('imports.asDraft')}
          </Button>
          <Button
            loading={apply.isPending}
            onClick={() => apply.mutate({ id: data!._id, body: { as: 'published', ...chosen } })}
          >
            {t('imports.asPublished')}
          </Button>
        </Group>
      ) : null}
      {data?.result ? <Result data={data} /> : null}
      {data ? (
        <Group>
          <Button variant="subtle" onClick={reset}>
            {t('imports.another')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
