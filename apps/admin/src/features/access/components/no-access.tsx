import { webPaths } from '@domus/domain/core/web-routes';
import { LanguageSwitcher } from '@domus/web/features/shell/components/language-switcher';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { loginPath } from '@domus/web/shared/lib/web-links';
import { Button, Container, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The page a logged-in user who is not staff sees at /admin (issue 15 §1), in their language with
 * the site's language switch: what the area is, that this account has no access, and the ways on:
 * back to the site, or logging in with another account (which comes back to `callback`).
 */
export function NoAccess({ email, callback }: { email?: string; callback: string }) {
  const { t } = useTranslation('admin');
  usePageTitle(t('noAccess.title'));
  return (
    <Container size={560} py={{ base: 'md', sm: 48 }}>
      {/* The site's language switch: the page speaks the visitor's language, which they may change. */}
      <Group justify="flex-end" mb={{ base: 'md', sm: 32 }}>
        <LanguageSwitcher />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" mb="md" aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1} fz={26} mb="sm">
          {t('noAccess.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {email ? t('noAccess.text', { email }) : t('noAccess.textNoEmail')}
        </Text>
        <Group justify="center" gap="sm">
          <Button component="a" href={webPaths.home}>
            {t('noAccess.site')}
          </Button>
          {/* The login link's session replaces this one when it is opened. */}
          <Button component="a" variant="default" href={loginPath(callback)}>
            {t('noAccess.otherAccount')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
