import '../../shared/ui/mantine-page.css';
import { useTranslation } from 'react-i18next';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';
import { usePageTitle } from '../../shared/hooks/use-page-title';

/** /privacy: the privacy policy. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.title'));
  return <PrivacyPolicy />;
}
