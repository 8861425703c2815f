import { agencyConfig, formatAgencyAddress } from '@domus/domain/core/agency.config';
import { Anchor, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../shared/i18n/current-language';
import { ContactForm } from './contact-form';

/**
 * The contact page (buyer-side.md §2 Contact page): the contact form beside the agency's
 * address, phone and e-mail.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const language = getLanguage();
  const a = agencyConfig;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" mt="xs" mb="lg" maw={720}>
        {t('intro')}
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('formTitle')}
            </Title>
            <ContactForm />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="aside"
            aria-labelledby="agency-title"
          >
            <Stack gap="sm">
              <Title order={2} size="h4" id="agency-title">
                {t('agencyTitle')}
              </Title>
              <Text fw={600}>{a.legalName}</Text>
              <div>
                <Text size="sm" c="dimmed">
                  {t('address')}
                </Text>
                <Text>
                  {formatAgencyAddress(language)}, {a.address.country[language]}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('phone')}
                </Text>
                <Anchor href={`tel:${a.phoneE164}`}>{a.phone}</Anchor>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('email')}
                </Text>
                <Anchor href={`mailto:${a.email}`}>{a.email}</Anchor>
              </div>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
