import type { Language } from '@domus/domain/core/constants';
import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session-store';
import { useFavourites } from '../../../shared/favourites/use-favourites';
import { loginPath } from '../../../shared/lib/web-links';
import { useCardsByIds } from '../api/get-cards-by-ids';
import { PropertyCard, PropertyCardGrid, PropertyCardGridSkeleton } from './property-card';

/**
 * The favourites page (issue 34 point 3): the listings the visitor keeps, newest first, each
 * with its heart to let it go. A visitor without an account is told the list lives in this
 * browser and that logging in keeps it on every device; listings no longer published are left
 * out.
 */
export function FavouriteListings({ language }: { language: Language }) {
  const { t } = useTranslation();
  const session = useSession();
  const { ids, loading } = useFavourites();
  // Every listing kept while the page is open, newest first: a card whose heart is let go stays
  // until the page is left, so that a heart taken by mistake can be set again.
  // (Adjusted while rendering, as React advises for state derived from a changing value.)
  const [seen, setSeen] = useState<readonly string[]>(ids);
  const added = ids.filter((id) => !seen.includes(id));
  if (added.length > 0) setSeen([...added, ...seen]);
  const cards = useCardsByIds(seen, !loading);
  const shown = cards.data ?? [];

  let body;
  if (loading || (ids.length > 0 && (seen.length === 0 || cards.isPending))) {
    body = (
      <PropertyCardGridSkeleton
        count={Math.min(ids.length || 3, 6)}
        label={t('favourites.loading')}
      />
    );
  } else if (cards.isError) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('favourites.failed')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void cards.refetch()}>
            {t('favourites.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (shown.length === 0) {
    body = (
      <Stack gap="md" align="flex-start">
        <Text>{t('favourites.empty')}</Text>
        <Button component={Link} to={webPaths.search} variant="light">
          {t('favourites.search')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <PropertyCardGrid label={t('favourites.list')}>
        {shown.map((card, index) => (
          <li key={card._id}>
            <PropertyCard
              card={card}
              language={language}
              priority={index === 0}
              headingLevel={2}
              favourite
            />
          </li>
        ))}
      </PropertyCardGrid>
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="xs">
          <IconHeart size={28} stroke={1.8} aria-hidden />
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('favourites.title')}
          </Title>
        </Group>
        {!session && (
          <Alert color="gray" variant="light">
            <Group gap="sm" justify="space-between">
              <Text size="sm">{t('favourites.guest')}</Text>
              <Button component={Link} to={loginPath(webPaths.favourites)} size="compact-sm">
                {t('nav.login')}
              </Button>
            </Group>
          </Alert>
        )}
        {body}
      </Stack>
    </Container>
  );
}
