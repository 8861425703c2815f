import { agencyIsoDay } from '@domus/domain/format/locale-format';
import { ActionIcon, Button, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptyProposal, MAX_PROPOSED_TIMES, type ViewingFormValues } from '../utils/viewing-form';
import classes from './viewings.module.css';

/**
 * Up to three times of the buyer's own (issue 33 point 1): each a day and a time of the agency's
 * clock, in the browser's own date and time fields (their pickers, their keyboard use), and each
 * refusal — the time already past, the hour that does not exist on the last Sunday of March,
 * outside the agent's hours, taken — on the time it is about.
 */
export function ViewingProposalFields({
  form,
  idPrefix,
  optional = false,
}: {
  form: UseFormReturnType<ViewingFormValues>;
  idPrefix: string;
  /** No time is needed (asking for another time through a mail's link). */
  optional?: boolean;
}) {
  const { t } = useTranslation('viewing');
  const rows = form.values.proposals;
  const today = agencyIsoDay();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('proposals.hint')}
      </Text>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <div key={row.key} role="group" aria-label={t('proposals.proposal', { number })}>
            <div className={classes.proposal}>
              <TextInput
                id={`${idPrefix}-date-${row.key}`}
                type="date"
                label={rows.length > 1 ? `${t('proposals.date')} ${number}` : t('proposals.date')}
                min={today}
                required={!optional && index === 0}
                {...form.getInputProps(`proposals.${index}.date`)}
              />
              <TextInput
                id={`${idPrefix}-time-${row.key}`}
                type="time"
                // Quarter hours, as the agents' hours are set.
                step={900}
                label={rows.length > 1 ? `${t('proposals.time')} ${number}` : t('proposals.time')}
                required={!optional && index === 0}
                {...form.getInputProps(`proposals.${index}.time`)}
              />
              {index > 0 ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  className={classes.removeButton}
                  aria-label={t('proposals.remove', { number })}
                  onClick={() => form.removeListItem('proposals', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : (
                <span className={classes.removeSpacer} />
              )}
            </div>
          </div>
        );
      })}
      {rows.length < MAX_PROPOSED_TIMES && (
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('proposals', emptyProposal())}
          >
            {t('proposals.add')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
