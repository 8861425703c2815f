import { MAX_CULTIVATIONS, MAX_LENGTH } from '@domus/domain/core/constants';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDetailsForm, usePropertyLabels } from './details-form-context';
import { NumberBound, TextBound } from './form-fields';

/**
 * The crops of agricultural land: rows added and removed by the seller, each with a
 * description and an area in hectares above 0 (seller-side.md §5 Cultivation entry).
 */
export function CultivationWidget() {
  const { t } = useTranslation('sell');
  const { field } = usePropertyLabels();
  const form = useDetailsForm();
  const rows = form.values.cultivation;

  return (
    <>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('details.cultivation.empty')}
        </Text>
      )}
      {rows.map((_, index) => {
        const number = index + 1;
        return (
          <Paper
            // Rows have no identity but their place; their inputs hold no state of their own.
            key={index}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={t('details.labels.cultivationRow', { number })}
          >
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: 1 }}>
                <TextBound
                  path={`cultivation.${index}.description`}
                  label={field('cultivationDescription')}
                  maxLength={MAX_LENGTH.cultivationDescription}
                  required
                />
                <NumberBound
                  path={`cultivation.${index}.area`}
                  label={field('cultivationArea')}
                  kind="hectares"
                  required
                />
              </SimpleGrid>
              {!form.readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={t('details.cultivation.remove', { number })}
                  onClick={() =>
                    form.set(
                      'cultivation',
                      rows.filter((__, other) => other !== index),
                    )
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
      {!form.readOnly && rows.length < MAX_CULTIVATIONS && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.set('cultivation', [...rows, { description: '', area: 0 }])}
          >
            {t('details.cultivation.add')}
          </Button>
        </Group>
      )}
    </>
  );
}
