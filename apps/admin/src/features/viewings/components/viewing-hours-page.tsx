import { adminPaths } from '@domus/domain/core/web-routes';
import { idSchema } from '@domus/domain/core/common.schema';
import { isAdminAccount } from '@domus/domain/person/roles';
import { sellerName } from '@domus/domain/person/seller-name';
import { useMe } from '@domus/web/features/account/api/get-me';
import { useSession } from '@domus/web/shared/auth/session-store';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { Alert, Anchor, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStaff } from '../../../shared/staff/get-staff';
import { useViewingAbsences } from '../api/get-viewing-absences';
import { useViewingHours } from '../api/get-viewing-hours';
import { AbsencesForm } from './absences-form';
import { WeekHoursForm } from './week-hours-form';

/** The two forms of one agent, once both are loaded (each starts from what is stored). */
function AgentForms({ agentId }: { agentId: string }) {
  const { t } = useTranslation('admin');
  const hours = useViewingHours(agentId);
  const absences = useViewingAbsences(agentId);
  if (hours.isError || absences.isError) {
    return (
      <Alert color="red" role="alert">
        {(hours.error ?? absences.error)?.message ?? t('viewings.hours.loadFailed')}
      </Alert>
    );
  }
  if (!hours.data || !absences.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  return (
    // A new agent chosen starts the forms anew from that agent's stored hours.
    <Stack gap="lg" key={agentId}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <WeekHoursForm agentId={agentId} hours={hours.data} />
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <AbsencesForm agentId={agentId} absences={absences.data} />
      </Paper>
    </Stack>
  );
}

/**
 * /admin/viewings/hours (issue 33 point 1): an agent's weekly viewing hours and absences, the
 * caller's own; an admin picks any staff member (`?agent=<id>`), as `canSetViewingHours` allows.
 */
export function ViewingHoursPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('viewings.hours.title'));
  const session = useSession();
  const admin = !!session && isAdminAccount(session.admin);
  const me = useMe(true).data?._id;
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const asked = params.get('agent');
  const agentId = admin && asked && idSchema.safeParse(asked).success ? asked : me;

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('viewings.hours.title')}
          </Title>
          <Anchor component={Link} to={adminPaths.viewings} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              {t('viewings.calendar.title')}
            </Group>
          </Anchor>
        </Group>
        <Text c="dimmed">{t('viewings.hours.intro')}</Text>
      </div>
      {admin && (
        <Select
          label={t('viewings.hours.agent')}
          w={{ base: '100%', xs: 320 }}
          searchable
          allowDeselect={false}
          value={agentId ?? null}
          data={(staff.data ?? []).map((member) => ({
            value: member._id,
            label: sellerName(member) || member.email,
          }))}
          onChange={(value) => value && setParams({ agent: value })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {agentId ? (
        <AgentForms key={agentId} agentId={agentId} />
      ) : (
        <Loader size="sm" aria-label={t('app.loading')} />
      )}
    </Stack>
  );
}
