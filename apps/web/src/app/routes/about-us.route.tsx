import '../../shared/ui/mantine-page.css';
import { useTranslation } from 'react-i18next';
import { AboutUs } from '../../features/about/components/about-us';
import { usePageTitle } from '../../shared/hooks/use-page-title';

/** /about-us (not in English: the router redirects home). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('aboutUs.title'));
  return <AboutUs />;
}
