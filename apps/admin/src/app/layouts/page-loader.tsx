import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's code loads. */
export function PageLoader() {
  const { t } = useTranslation('admin');
  return (
    <Center mih="70vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
