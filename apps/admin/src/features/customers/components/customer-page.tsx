import { type CustomerKind } from '@domus/domain/staff/admin-customers-query';
import { formatDay } from '@domus/domain/format/locale-format';
import { canHandlePersonalDataRequests } from '@domus/domain/person/permissions';
import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminCustomerPage } from '@domus/domain/staff/admin-customers.schema';
import { useSession } from '@domus/web/shared/auth/session-store';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { adminPaths } from '@domus/domain/core/web-routes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminCustomer } from '../api/get-customer';
import { CustomerEditForm } from './customer-edit-form';
import { CustomerHistory } from './customer-history';
import {
  CustomerListings,
  CustomerMessages,
  CustomerRelated,
  CustomerRequests,
} from './customer-sections';

/** One titled section of the page. */
export function CustomerSection({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** The customer's data as stored, one line each. */
function CustomerData({ page }: { page: AdminCustomerPage }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  const record = page.seller ?? page.client;
  const date = { format: (value: Date) => formatDay(value, getLanguage()) };
  const line = (label: string, value: string | null | undefined) =>
    value ? (
      <Text size="sm">
        <Text span c="dimmed">
          {label}:
        </Text>{' '}
        {value}
      </Text>
    ) : null;
  const address = record?.address ? Object.values(record.address).filter(Boolean).join(', ') : null;
  return (
    <Stack gap={4} data-testid="customer-data">
      {line(tp('seller.name'), record?.name)}
      {line(tp('seller.familyName'), record?.familyName)}
      {line(tp('seller.companyName'), record?.companyName)}
      {line(tp('seller.email'), record?.email)}
      {line(tp('seller.tel'), record?.tel)}
      {line(tp('seller.language'), record && t(`customers.language.${record.language}`))}
      {page.seller &&
        line(tp('seller.sellerType'), t(`customers.sellerType.${page.seller.sellerType}`))}
      {line(tp('seller.pec'), page.seller?.pec)}
      {line(tp('seller.taxCode'), page.seller?.taxCode)}
      {line(tp('seller.fiscalCode'), page.seller?.fiscalCode)}
      {line(tp('seller.address'), address)}
      {line(
        t('customers.page.account'),
        page.account
          ? `${page.account.email} (${t(page.account.verified ? 'customers.page.verified' : 'customers.page.unverified')})`
          : t('customers.page.noAccount'),
      )}
      <Text size="xs" c="dimmed">
        {t('customers.page.created', { date: date.format(new Date(page.createdAt)) })} ·{' '}
        {t('customers.page.lastActivity', { date: date.format(new Date(page.lastActivity)) })}
      </Text>
    </Stack>
  );
}

/**
 * A customer's page (issue 16 point 2): their data with edit, listings, saved searches' counts,
 * requests and contact messages, the same person's other profile and possible duplicates, and
 * the history of changes; a client's saved searches with their matches (staff set a match's
 * state or offer a listing there), and for admins the export and erasure of the person.
 */
export function CustomerPage({
  kind,
  id,
  searchesPanel,
  privacyActions,
}: {
  kind: CustomerKind;
  id: string;
  /** A client's saved searches with their matches, composed by the route. */
  searchesPanel?: ReactNode;
  /** The export and erasure of the person (admins), composed by the route. */
  privacyActions?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const customer = useAdminCustomer(kind, id);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const page = customer.data;
  const name = page ? sellerName(page.seller ?? page.client ?? {}, { orContact: true }) : '';
  usePageTitle(name || t('customers.title'));

  const back = (
    <Anchor component={Link} to={adminPaths.customers} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {t('customers.page.back')}
      </Group>
    </Anchor>
  );
  if (customer.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!page) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {customer.error?.message ?? t('customers.page.notFound')}
        </Alert>
      </Stack>
    );
  }
  // A client is saved through their account; one without an account cannot be changed here.
  const editable = kind === 'seller' || page.account !== null;

  return (
    <Stack gap="md">
      {back}
      <Group gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {name || '—'}
        </Title>
        <Badge variant="light">{t(`customers.kind.${kind}`)}</Badge>
      </Group>

      <CustomerSection
        title={t('customers.page.data')}
        testId="customer-data-section"
        action={
          editable && !editing ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('customers.page.edit')}
            </Button>
          ) : null
        }
      >
        {editing ? (
          <CustomerEditForm
            page={page}
            onDone={(saved) => {
              setEditing(false);
              if (saved) showToast({ kind: 'success', message: t('customers.page.saved') });
            }}
          />
        ) : (
          <CustomerData page={page} />
        )}
        {!editable && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('customers.page.noAccountEdit')}
          </Text>
        )}
      </CustomerSection>

      {kind === 'seller' && (
        <CustomerSection title={t('customers.page.listings')}>
          <CustomerListings page={page} />
        </CustomerSection>
      )}

      {kind === 'client' && (
        <CustomerSection title={t('customers.page.searches')}>
          <Stack gap="sm">
            <Text size="sm">
              {t('customers.page.searchCount', {
                count: page.searches.count,
                matches: page.searches.matches,
              })}
            </Text>
            {searchesPanel}
          </Stack>
        </CustomerSection>
      )}

      {kind === 'client' && (
        <CustomerSection title={t('customers.page.requests')}>
          <CustomerRequests page={page} />
        </CustomerSection>
      )}

      <CustomerSection title={t('customers.page.messages')}>
        <CustomerMessages page={page} />
      </CustomerSection>

      <CustomerSection title={t('customers.page.related')}>
        <CustomerRelated page={page} />
      </CustomerSection>

      <CustomerSection title={t('customers.page.history')} testId="customer-history-section">
        <CustomerHistory entries={page.history} />
      </CustomerSection>

      {privacyActions && session && canHandlePersonalDataRequests(session.admin) && (
        <CustomerSection title={t('customers.page.privacy')}>{privacyActions}</CustomerSection>
      )}
    </Stack>
  );
}
