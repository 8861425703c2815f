import '../../shared/ui/mantine-page.css';
import { useTranslation } from 'react-i18next';
import { LegalNotice } from '../../features/legal/components/legal-notice';
import { usePageTitle } from '../../shared/hooks/use-page-title';

/** /impressum: the legal notice. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('impressum.title'));
  return <LegalNotice />;
}
