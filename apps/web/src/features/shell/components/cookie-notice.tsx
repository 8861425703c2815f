import { webPaths } from '@domus/domain/core/web-routes';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { acceptCookies, hasAcceptedCookies } from '../utils/cookie-consent';
import classes from './shell.module.css';

/**
 * The cookie notice (buyer-side.md §2): shown until accepted, with Accept and More information
 * (the privacy page); the acceptance is kept in localStorage, which only the browser reads: the
 * notice comes after hydration, never in the server's page.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasAcceptedCookies());
  const textId = useId();
  const hydrated = useHydrated();

  if (!visible || !hydrated) return null;

  const accept = () => {
    acceptCookies();
    setVisible(false);
  };

  return (
    <Paper
      component="section"
      aria-label={t('cookies.label')}
      aria-describedby={textId}
      className={classes.cookieNotice}
      shadow="xl"
      p="md"
      withBorder
    >
      <Text id={textId} size="sm">
        {t('cookies.text')}
      </Text>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button component={Link} to={webPaths.privacy} variant="default">
          {t('cookies.moreInfo')}
        </Button>
        <Button onClick={accept}>{t('cookies.accept')}</Button>
      </Group>
    </Paper>
  );
}
