import { staffRolesToStore } from '@domus/domain/person/permissions';
import type { StaffAccount, StaffRolesBody } from '@domus/domain/person/admin-staff.schema';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { YesNoDialog } from '@domus/web/shared/ui/yes-no-dialog';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { useSetStaffRoles } from '../api/set-staff-roles';

const ROLES = ['isAgent', 'isAdmin', 'isSuperAdmin'] as const;
type Role = (typeof ROLES)[number];
const ROLE_LABEL: Record<Role, 'agent' | 'admin' | 'superAdmin'> = {
  isAgent: 'agent',
  isAdmin: 'admin',
  isSuperAdmin: 'superAdmin',
};

/** A role to be removed, waiting for the super admin's answer. */
type Removal = { account: StaffAccount; role: Role };

/**
 * Staff and roles (issue 16 point 5), for super admins: the staff accounts with a switch per
 * role, an account found by its address to grant it a role, and a question before a role is
 * removed. The API refuses the last super admin's removal of their own role with its message.
 */
export function StaffPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('staffRoles.title'));
  const staff = useStaffAccounts();
  const [email, setEmail] = useState('');
  const [sought, setSought] = useState('');
  const found = useStaffAccounts(sought);
  const setRoles = useSetStaffRoles();
  const [removal, setRemoval] = useState<Removal | null>(null);

  const accounts = [...(staff.data ?? [])];
  for (const account of found.data ?? []) {
    if (!accounts.some((a) => a._id === account._id)) accounts.unshift(account);
  }

  const save = (account: StaffAccount, roles: StaffRolesBody, onDone?: () => void) =>
    setRoles.mutate(
      { id: account._id, roles: staffRolesToStore(roles) },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('staffRoles.saved', { email: account.email }) });
          onDone?.();
        },
        onError: (error) => {
          showToast({ kind: 'error', message: error.message || t('staffRoles.failed') });
          onDone?.();
        },
      },
    );

  const toggle = (account: StaffAccount, role: Role, on: boolean) => {
    if (!on) setRemoval({ account, role });
    else save(account, { ...pick(account), [role]: true });
  };

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    setSought(email.trim());
  };

  const columns: DataTableColumn<StaffAccount>[] = [
    { accessor: 'email', title: t('staffRoles.account') },
    ...ROLES.map((role): DataTableColumn<StaffAccount> => ({
      accessor: role,
      title: t(`staffRoles.${ROLE_LABEL[role]}`),
      textAlign: 'center',
      render: (account) => (
        <Checkbox
          mx="auto"
          w="fit-content"
          checked={account[role]}
          // A super admin is an admin too: that switch follows the super-admin one.
          disabled={setRoles.isPending || (role === 'isAdmin' && account.isSuperAdmin)}
          aria-label={t('staffRoles.roleOf', {
            role: t(`staffRoles.${ROLE_LABEL[role]}`),
            email: account.email,
          })}
          onChange={(event) => toggle(account, role, event.currentTarget.checked)}
        />
      ),
    })),
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('staffRoles.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('staffRoles.intro')}
        </Text>
      </div>
      <form onSubmit={onFind}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="email"
            label={t('staffRoles.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            w={320}
            autoComplete="off"
          />
          <Button type="submit" variant="default" loading={found.isFetching}>
            {t('staffRoles.find')}
          </Button>
        </Group>
      </form>
      {sought && found.isSuccess && !found.data.length && (
        <Alert color="yellow" role="status">
          {t('staffRoles.notFound')}
        </Alert>
      )}
      {(staff.error ?? found.error) && (
        <Alert color="red" role="alert">
          {(staff.error ?? found.error)?.message}
        </Alert>
      )}
      <DataTable<StaffAccount>
        withTableBorder
        striped
        minHeight={accounts.length ? undefined : 160}
        records={accounts}
        idAccessor="_id"
        columns={columns}
        fetching={staff.isPending}
        noRecordsText={t('staffRoles.empty')}
      />
      {removal && (
        <YesNoDialog
          opened
          title={t('staffRoles.removeTitle')}
          question={t('staffRoles.removeText', {
            email: removal.account.email,
            role: t(`staffRoles.${ROLE_LABEL[removal.role]}`),
          })}
          yes={t('staffRoles.remove')}
          no={t('staffRoles.cancel')}
          pending={setRoles.isPending}
          onYes={() =>
            save(removal.account, { ...pick(removal.account), [removal.role]: false }, () =>
              setRemoval(null),
            )
          }
          onNo={() => setRemoval(null)}
        />
      )}
    </Stack>
  );
}

const pick = (account: StaffAccount): StaffRolesBody => ({
  isAgent: account.isAgent,
  isAdmin: account.isAdmin,
  isSuperAdmin: account.isSuperAdmin,
});
