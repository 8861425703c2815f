import { loginPath } from '@domus/web/shared/lib/web-links';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sends a visitor without a session to the site's login page, with a callback back to `callback`
 * (issue 15 §1). The login page is the web app's: a full page load.
 */
export function LoginRedirect({ callback }: { callback: string }) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    window.location.replace(loginPath(callback));
  }, [callback]);
  return (
    <Center mih="70vh">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{t('redirecting')}</Text>
      </Stack>
    </Center>
  );
}
