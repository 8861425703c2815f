import '../../shared/ui/mantine-page.css';
import { webPaths } from '@domus/domain/core/web-routes';
import { Anchor, Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loadAccountTexts } from '../../features/auth/i18n/load-account-texts';
import { callbackPath } from '../../features/auth/utils/callback-path';
import { useSession } from '../../shared/auth/session-store';
import { GoToPath } from '../../shared/components/go-to-path';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/** The page's texts arrive with it, before it renders. */
export async function loader() {
  await loadAccountTexts(getLanguage());
  return null;
}

/**
 * /confirm (buyer-side.md §2, §8): the confirmation heading ('Email di conferma inviata!') with a link back to the login;
 * a visitor already logged in (the link opened in another tab logs this one in too) goes on to
 * the login's `callback` (e.g. the find page with the search being typed), else to the account
 * page.
 */
export function Component() {
  const { t } = useTranslation('account');
  const session = useSession();
  const [params] = useSearchParams();
  usePageTitle(t('confirm.title'));
  const callback = callbackPath(params.get('callback'));
  if (session) return <GoToPath to={callback ?? webPaths.account} />;
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" mb="md" aria-hidden>
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Title order={1} fz={26} mb="sm">
          {t('confirm.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('confirm.text')}
        </Text>
        <Anchor
          component={Link}
          to={callback ? `${webPaths.login}?${new URLSearchParams({ callback })}` : webPaths.login}
        >
          {t('confirm.again')}
        </Anchor>
      </Paper>
    </Container>
  );
}
