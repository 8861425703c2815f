import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until the admin API's contract is in. */
export function Component() {
  const { t } = useTranslation('admin');
  return <Title order={1}>{t('nav.overview')}</Title>;
}
