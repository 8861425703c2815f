import '../../shared/ui/mantine-page.css';
import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadCaptchaTexts } from '../../features/auth/components/captcha-field';
import { LoginForm } from '../../features/auth/components/login-form';
import { loadAccountTexts } from '../../features/auth/i18n/load-account-texts';
import { callbackPath } from '../../features/auth/utils/callback-path';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/**
 * The page's texts arrive with it, before it renders. The captcha's code and texts start loading
 * beside them but are not waited for: the form is usable before the widget shows (issue 30
 * point 11); the widget shows, and starts its proof of work, when they are there.
 */
export async function loader() {
  const language = getLanguage();
  loadCaptchaTexts(language).catch(() => {});
  await loadAccountTexts(language);
  return null;
}

/** /login with an optional `callback` (buyer-side.md §2, §5 Login). */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  usePageTitle(t('login.title'));
  // Only a callback inside the site is passed on (the server would refuse any other).
  const callback = params.get('callback') ?? undefined;
  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={28} mb="xs">
          {t('login.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('login.intro')}
        </Text>
        <LoginForm
          language={getLanguage()}
          callback={callbackPath(callback) ? callback : undefined}
        />
      </Paper>
    </Container>
  );
}
