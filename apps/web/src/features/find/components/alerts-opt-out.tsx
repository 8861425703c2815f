import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath, matchesPath } from '../../../shared/lib/web-links';
import { useSetSearchAlerts } from '../api/set-search-alerts';

/**
 * The notice an alert mail's opt-out link opens (`?alerts=off&token=…`, contracts of the
 * new-match alerts): it asks first and stops the alerts only when the button is pressed, since a
 * mail scanner following the link must not stop them by itself; then it shows the result. No
 * login is needed: the token stands for the owner.
 */
export function AlertsOptOut({
  searchId,
  token,
  loggedIn,
}: {
  searchId: string;
  token: string;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('find');
  const stop = useSetSearchAlerts(searchId);

  if (stop.isSuccess) {
    return (
      <Alert color="green" role="status" icon={<IconBellOff size={20} aria-hidden />}>
        {t('alerts.optOutDone')}
      </Alert>
    );
  }
  if (stop.isError) {
    return (
      <Alert color="red" role="alert">
        <Text size="sm">{t('alerts.optOutFailed')}</Text>
        {!loggedIn && (
          <Anchor component={Link} to={loginPath(matchesPath(searchId))} size="sm">
            {t('alerts.login')}
          </Anchor>
        )}
      </Alert>
    );
  }
  return (
    <Alert
      color="domus"
      variant="light"
      title={t('alerts.optOutTitle')}
      icon={<IconBellOff size={20} aria-hidden />}
    >
      <Text size="sm">{t('alerts.optOutText')}</Text>
      <Button
        mt="sm"
        color="red"
        loading={stop.isPending}
        onClick={() => stop.mutate({ enabled: false, token })}
      >
        {t('alerts.optOutButton')}
      </Button>
    </Alert>
  );
}
