import { HOME_NEWEST_LIMIT, type Language } from '@domus/domain/core/constants';
import { Anchor, Container, Group, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNewestProperties } from '../api/get-newest-properties';
import classes from './property-card.module.css';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

/**
 * The home page's newest residential listings (buyer-side.md §2 Home, §9 limit 5), with card
 * skeletons while they load. A failed or empty answer leaves the home page without the block:
 * it is an extra, not the page's purpose.
 */
export default function NewestListings({
  language,
  allHref,
}: {
  language: Language;
  /** The search of every listing, for the "all" link. */
  allHref: string;
}) {
  const { t } = useTranslation();
  const newest = useNewestProperties(language);
  if (newest.isError || (newest.data && newest.data.length === 0)) return null;

  return (
    <Container size="xl" component="section" aria-labelledby="newest-listings" py="xl">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={2} id="newest-listings">
          {t('properties.newest.title')}
        </Title>
        <Anchor component={Link} to={allHref} fw={500}>
          {t('properties.newest.all')} <IconArrowRight size={16} aria-hidden />
        </Anchor>
      </Group>
      {newest.data ? (
        <ul className={`${classes.grid} ${classes.gridNewest}`} aria-labelledby="newest-listings">
          {newest.data.map((card) => (
            <li key={card._id}>
              <PropertyCard card={card} language={language} favourite />
            </li>
          ))}
        </ul>
      ) : (
        <div
          className={`${classes.grid} ${classes.gridNewest}`}
          role="status"
          aria-label={t('properties.newest.loading')}
        >
          {Array.from({ length: HOME_NEWEST_LIMIT }, (_, index) => (
            <PropertyCardSkeleton key={index} />
          ))}
        </div>
      )}
    </Container>
  );
}
