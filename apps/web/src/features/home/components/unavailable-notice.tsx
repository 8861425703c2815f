import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * What the home page is told when a listing's link led nowhere (buyer-side.md §2: a failed load
 * goes home): a listing not published yet, or no longer shown.
 */
export interface HomeNavigationState {
  listingUnavailable: true;
}

/**
 * The home page's word about a listing link that led nowhere (issue 18): the redirect stays, and
 * the visitor learns why they are on the home page. Closing it forgets it, also for a reload.
 */
export function UnavailableNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<HomeNavigationState> | null;
  if (!state?.listingUnavailable) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color="yellow"
        role="status"
        withCloseButton
        closeButtonLabel={t('home.unavailableClose')}
        onClose={() => void navigate('.', { replace: true, state: null })}
      >
        {t('home.unavailable')}
      </Alert>
    </Container>
  );
}
