import { agencyConfig } from '@domus/domain/core/agency.config';
import { webPaths } from '@domus/domain/core/web-routes';
import { Button, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconHeartHandshake,
  IconPigMoney,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLanguage } from '../../../shared/i18n/current-language';
import { formatCount } from '../../../shared/lib/format';

const sections = [
  { key: 'story', icon: IconBuildingCommunity },
  { key: 'approach', icon: IconHeartHandshake },
  { key: 'fee', icon: IconPigMoney },
  { key: 'team', icon: IconUsersGroup },
] as const;

/** The agency's own page: who it is, how it works, that sellers pay no fee. */
export function AboutUs() {
  const { t } = useTranslation();
  const clients = formatCount(agencyConfig.clientCount, getLanguage());
  return (
    <Container size="md" py={48}>
      <Stack gap="md" mb={40}>
        <Title order={1}>{t('aboutUs.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('aboutUs.lead')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={40} verticalSpacing={40}>
        {sections.map(({ key, icon: Icon }) => (
          <section key={key} aria-labelledby={`about-${key}`}>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={2} id={`about-${key}`} fz="xl" mt="sm" mb="xs">
              {t(`aboutUs.${key}.title`)}
            </Title>
            <Text>{t(`aboutUs.${key}.text`, { clients })}</Text>
          </section>
        ))}
      </SimpleGrid>
      <Button component={Link} to={webPaths.contact} size="md" mt={48}>
        {t('aboutUs.cta')}
      </Button>
    </Container>
  );
}
