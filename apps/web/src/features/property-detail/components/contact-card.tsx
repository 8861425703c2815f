import { agencyConfig } from '@domus/domain/core/agency.config';
import type { Category } from '@domus/domain/core/constants';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExposeButtons } from '../../../shared/components/expose-buttons';

/**
 * The agency's contact card on the detail page: its phone and the contact form about this
 * listing, which the page composes in (`form`); without one, an e-mail naming the property number.
 * With `listing`, the short and the long exposé to download; with `viewing`, the action that asks
 * for a viewing (issue 33 point 1), also composed in by the page.
 */
export function ContactCard({
  propertyNumber,
  form,
  listing,
  viewing,
}: {
  propertyNumber: number;
  form?: ReactNode;
  listing?: { category: Category; id: string };
  viewing?: ReactNode;
}) {
  const { t } = useTranslation('detail');
  const subject = t('contact.subject', { number: propertyNumber });
  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-labelledby="contact-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-title">
          {t('contact.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {form ? t('contact.formText', { number: propertyNumber }) : t('contact.text')}
        </Text>
        <Text fw={600}>{agencyConfig.name}</Text>
        <Button
          component="a"
          href={`tel:${agencyConfig.phoneE164}`}
          leftSection={<IconPhone size={18} aria-hidden />}
          aria-label={t('contact.phone', { phone: agencyConfig.phone })}
        >
          {agencyConfig.phone}
        </Button>
        {viewing}
        {form ?? (
          <>
            <Button
              component="a"
              variant="light"
              href={`mailto:${agencyConfig.email}?subject=${encodeURIComponent(subject)}`}
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('contact.email')}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {agencyConfig.email}
            </Text>
          </>
        )}
        {listing && (
          <ExposeButtons
            listing={listing}
            labels={{
              short: t('expose.short'),
              long: t('expose.long'),
              failed: t('expose.failed'),
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
