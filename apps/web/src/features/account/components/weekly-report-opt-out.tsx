import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSetWeeklyReport } from '../api/set-weekly-report';

/** The account page's query that a weekly report's switch-off link opens (decision 070). */
export const WEEKLY_REPORT_PARAM = 'weeklyReport';

/**
 * What a weekly report's switch-off link opens (`/account?weeklyReport=off&seller=…&reportToken=…`):
 * it asks first and switches the report off only when the button is pressed, since a mail
 * scanner following the link must not do it by itself; then it says so, with a way back on.
 * No login is needed: the token stands for the seller.
 */
export function WeeklyReportOptOut({ sellerId, token }: { sellerId: string; token: string }) {
  const { t } = useTranslation('account');
  const change = useSetWeeklyReport(sellerId);
  const enabled = change.isSuccess ? change.data : undefined;

  return (
    <Container size="sm" py="xl">
      {change.isError ? (
        <Alert color="red" role="alert">
          {t('weeklyReport.failed')}
        </Alert>
      ) : enabled === false ? (
        <Alert color="green" role="status" icon={<IconMailOff size={20} aria-hidden />}>
          <Text size="sm">{t('weeklyReport.done')}</Text>
          <Button
            mt="sm"
            variant="default"
            loading={change.isPending}
            onClick={() => change.mutate({ enabled: true, token })}
          >
            {t('weeklyReport.undo')}
          </Button>
        </Alert>
      ) : (
        <Alert
          color="domus"
          variant="light"
          title={t(enabled ? 'weeklyReport.onAgain' : 'weeklyReport.title')}
          icon={<IconMailOff size={20} aria-hidden />}
        >
          {!enabled && <Text size="sm">{t('weeklyReport.text')}</Text>}
          {!enabled && (
            <Group mt="sm">
              <Button
                color="red"
                loading={change.isPending}
                onClick={() => change.mutate({ enabled: false, token })}
              >
                {t('weeklyReport.button')}
              </Button>
            </Group>
          )}
        </Alert>
      )}
    </Container>
  );
}
