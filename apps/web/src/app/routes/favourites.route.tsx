import '../../shared/ui/mantine-page.css';
import { useTranslation } from 'react-i18next';
import { FavouriteListings } from '../../features/properties/components/favourite-listings';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/** /favourites (issue 34 point 3): drawn by the browser, which keeps a visitor's list. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('favourites.title'));
  return <FavouriteListings language={getLanguage()} />;
}
