import { agencyConfig } from '@domus/domain/core/agency.config';
import { webPaths } from '@domus/domain/core/web-routes';
import { Button, Container, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconHomeSearch, IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLanguage } from '../../../shared/i18n/current-language';
import { formatCount } from '../../../shared/lib/format';
import classes from './home.module.css';

function ServiceCard({
  icon,
  title,
  text,
  action,
  to,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <Paper component="article" p="xl" radius="lg" shadow="sm" withBorder className={classes.card}>
      <div className={classes.cardIcon} aria-hidden>
        {icon}
      </div>
      <Title order={3} mt="md" mb="xs">
        {title}
      </Title>
      <Text c="dimmed" style={{ flexGrow: 1 }}>
        {text}
      </Text>
      <Button
        component={Link}
        to={to}
        mt="lg"
        variant="light"
        rightSection={<IconArrowRight size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {action}
      </Button>
    </Paper>
  );
}

/** The home page's two cards: one to /find for searching, one to /sell for selling (§2 Home). */
export function HomeCards() {
  const { t } = useTranslation();
  const clients = formatCount(agencyConfig.clientCount, getLanguage());
  return (
    <Container component="section" aria-labelledby="home-services" className={classes.cards}>
      <VisuallyHidden component="h2" id="home-services">
        {t('home.servicesHeading')}
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <ServiceCard
          icon={<IconHomeSearch size={26} />}
          title={t('home.find.title')}
          text={t('home.find.text', { clients })}
          action={t('home.find.action')}
          to={webPaths.find}
        />
        <ServiceCard
          icon={<IconKey size={26} />}
          title={t('home.sell.title')}
          text={t('home.sell.text')}
          action={t('home.sell.action')}
          to={webPaths.sell}
        />
      </SimpleGrid>
    </Container>
  );
}
