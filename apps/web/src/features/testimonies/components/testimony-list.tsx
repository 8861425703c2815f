import type { Language } from '@domus/domain/core/constants';
import {
  Alert,
  Blockquote,
  Button,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTestimonies } from '../api/get-testimonies';

/** The clients' testimonies, each its name and its text in the interface language. */
export function TestimonyList({ language }: { language: Language }) {
  const { t } = useTranslation();
  const testimonies = useTestimonies();

  return (
    <Container size="md" py={48}>
      <Stack gap="md" mb={32}>
        <Title order={1}>{t('testimonies.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('testimonies.lead')}
        </Text>
      </Stack>

      {testimonies.isPending && (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="lg"
          aria-busy="true"
          aria-label={t('a11y.loading')}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={140} radius="md" />
          ))}
        </SimpleGrid>
      )}

      {testimonies.isError && (
        <Alert color="red" role="alert" title={testimonies.error.message}>
          <Button variant="light" color="red" mt="xs" onClick={() => void testimonies.refetch()}>
            {t('testimonies.retry')}
          </Button>
        </Alert>
      )}

      {testimonies.isSuccess && testimonies.data.length === 0 && (
        <Text>{t('testimonies.empty')}</Text>
      )}

      {testimonies.isSuccess && testimonies.data.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="lg"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {testimonies.data.map((testimony) => (
            <li key={testimony._id}>
              <Blockquote
                icon={<IconQuote size={20} aria-hidden />}
                iconSize={36}
                cite={`– ${testimony.name}`}
                radius="md"
                h="100%"
              >
                {testimony.text[language] || testimony.text.it}
              </Blockquote>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
