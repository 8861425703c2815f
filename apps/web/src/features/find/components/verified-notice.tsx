import type { Language } from '@domus/domain/core/constants';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session-store';
import { SavedSearchSummary } from '../../../shared/components/saved-search-summary';
import { matchesPath } from '../../../shared/lib/web-links';
import { useOwnSearches } from '../api/get-own-searches';
import classes from './find.module.css';

/** The find page's query parameter the new client's verification link carries back (issue 18). */
export const VERIFIED_PARAM = 'verified';

/**
 * What a new client reads after opening the verification link (issue 18): that the address is
 * confirmed and alerts now go out, with the saved searches, each leading to its matches, so that
 * the link does not land on an empty form without a word.
 */
export function VerifiedNotice({ language }: { language: Language }) {
  const { t } = useTranslation('find');
  const session = useSession();
  const searches = useOwnSearches(session !== null).data ?? [];
  return (
    <Stack gap="md" mb="xl">
      <Alert color="green" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
        {t('page.verified')}
      </Alert>
      {searches.length > 0 && (
        <section aria-labelledby="find-verified-searches">
          <Title order={2} id="find-verified-searches" fz="h3" mb="sm">
            {t('page.savedSearches')}
          </Title>
          <ul className={classes.verifiedSearches}>
            {searches.map((search) => (
              <Stack component="li" key={search._id} gap="sm">
                <SavedSearchSummary search={search} language={language} headingOrder={3} />
                <div>
                  <Button
                    component={Link}
                    to={matchesPath(search._id)}
                    size="xs"
                    leftSection={<IconListDetails size={16} aria-hidden />}
                  >
                    {t('page.openSearch')}
                  </Button>
                </div>
              </Stack>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  );
}
