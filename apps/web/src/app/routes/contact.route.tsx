import '../../shared/ui/mantine-page.css';
import { useTranslation } from 'react-i18next';
import { ContactPage } from '../../features/contact/components/contact-page';
import { loadContactTexts } from '../../features/contact/i18n/load-contact-texts';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/** The page's texts arrive with it, before it renders. */
export async function loader() {
  await loadContactTexts(getLanguage());
  return null;
}

/** /contact (buyer-side.md §2 Contact page). */
export function Component() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  return <ContactPage />;
}
