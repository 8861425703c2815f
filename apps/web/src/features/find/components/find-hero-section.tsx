import { webPaths } from '@domus/domain/core/web-routes';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconCalculator, IconListSearch, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './find.module.css';

/**
 * The find page's intro (buyer-side.md §2 Find page) with its buttons: to the saved-search form,
 * to the search page and to the budget helper.
 */
export function FindHeroSection({
  onCreate,
  onBudget,
}: {
  /** Scrolls to the saved-search form and focuses its heading. */
  onCreate: () => void;
  /** Opens the form's budget helper. */
  onBudget: () => void;
}) {
  const { t } = useTranslation('find');
  return (
    <section className={classes.hero} aria-labelledby="find-title">
      <Container size="xl">
        <Title order={1} id="find-title" className={classes.heroTitle}>
          {t('page.heading')}
        </Title>
        <Text size="lg" mt="md" className={classes.heroText}>
          {t('page.intro')}
        </Text>
        <Group mt="xl" gap="sm">
          <Button
            size="md"
            color="accent.4"
            c="dark"
            leftSection={<IconListSearch size={20} aria-hidden />}
            onClick={onCreate}
          >
            {t('page.create')}
          </Button>
          <Button
            size="md"
            variant="white"
            component={Link}
            to={webPaths.search}
            leftSection={<IconSearch size={20} aria-hidden />}
          >
            {t('page.search')}
          </Button>
          <Button
            size="md"
            variant="outline"
            color="white"
            leftSection={<IconCalculator size={20} aria-hidden />}
            onClick={onBudget}
          >
            {t('page.budget')}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
