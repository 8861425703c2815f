import type { Language } from '@domus/domain/core/constants';
import { formatLongDay } from '@domus/domain/format/locale-format';
import { Container, Loader, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../shared/i18n/current-language';
import classes from './legal.module.css';

/** Date of the current wording; change it with the texts. */
const UPDATED = new Date(Date.UTC(2026, 10, 22));

// One language's text is fetched, not all three.
const texts: Record<Language, React.LazyExoticComponent<() => React.JSX.Element>> = {
  it: lazy(() => import('../content/privacy-it')),
  de: lazy(() => import('../content/privacy-de')),
  en: lazy(() => import('../content/privacy-en')),
};

/** The privacy policy (buyer-side.md §2 Static pages) in the interface language. */
export function PrivacyPolicy() {
  const { t } = useTranslation();
  const language = getLanguage();
  const Text_ = texts[language];
  // English reads "22 November 2026" as the agency writes it, not the American order.
  const updated = formatLongDay(UPDATED, language);
  return (
    <Container size="md" className={classes.page}>
      <Title order={1}>{t('privacy.title')}</Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {t('privacy.updated', { date: updated })}
      </Text>
      <div className={classes.prose}>
        <Suspense fallback={<Loader aria-label={t('a11y.loading')} />}>
          <Text_ />
        </Suspense>
      </div>
    </Container>
  );
}
