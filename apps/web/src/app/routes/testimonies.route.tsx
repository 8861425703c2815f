import '../../shared/ui/mantine-page.css';
import { useTranslation } from 'react-i18next';
import { TestimonyList } from '../../features/testimonies/components/testimony-list';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/** /testimonies (not in English: the router redirects home). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('testimonies.title'));
  return <TestimonyList language={getLanguage()} />;
}
