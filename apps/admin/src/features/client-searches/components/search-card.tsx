import { MATCH_STATES, type Language } from '@domus/domain/core/constants';
import { formatDay } from '@domus/domain/format/locale-format';
import { formatMoney } from '@domus/domain/format/money';
import type { AdminClientSearch } from '@domus/domain/staff/admin-client-searches.schema';
import { listingHref } from '@domus/domain/core/web-routes';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { showToast } from '@domus/web/shared/ui/toast-host';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSetMatchState } from '../api/set-match-state';

/** A text in the interface's language, else Italian. */
const inLanguage = (text: Record<Language, string>, language: Language) =>
  text[language] || text.it;

/** What a search asks for in one line: sale or rent, type, budget, bedrooms, places. */
function summary(search: AdminClientSearch, t: TFunction<'admin'>) {
  const language = getLanguage();
  return [
    search.rent ? t('clientSearches.rent') : t('clientSearches.sale'),
    inLanguage(search.type.name, language),
    search.budget > 0
      ? t('clientSearches.budget', { amount: formatMoney(search.budget, language) })
      : t('clientSearches.noBudget'),
    search.rooms.bed > 0 ? t('clientSearches.rooms', { count: search.rooms.bed }) : null,
    search.locations.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One saved search: what it asks for, whether alerts are on, and its matches, each with the
 * state to choose (staff may set any, decisions.md), and the "offer a listing" action.
 */
export function SearchCard({
  search,
  onOffer,
  headingOrder = 3,
}: {
  search: AdminClientSearch;
  onOffer: (search: AdminClientSearch) => void;
  /** The level of the search's heading: one below the heading the panel sits under. */
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const setState = useSetMatchState();
  const day = (value: string) => formatDay(value, language);
  const states = MATCH_STATES.map((state) => ({
    value: state,
    label: t(`clientSearches.states.${state}`),
  }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={summary(search, t)}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          <Title order={headingOrder} fz="md">
            {summary(search, t)}
          </Title>
          <Text size="sm" c="dimmed">
            {search.alerts ? t('clientSearches.alertsOn') : t('clientSearches.alertsOff')}
          </Text>
        </div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onOffer(search)}
        >
          {t('clientSearches.offer')}
        </Button>
      </Group>
      {search.matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('clientSearches.noMatches')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clientSearches.listing')}</Table.Th>
                <Table.Th>{t('clientSearches.since')}</Table.Th>
                <Table.Th>{t('clientSearches.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {search.matches.map((match) => {
                const name = t('table.rowName', { number: match.listing.property_id });
                return (
                  <Table.Tr key={match._id}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Group gap="xs">
                          <Anchor
                            size="sm"
                            href={listingHref(match.listing.category, match.listing._id)}
                          >
                            {name}
                          </Anchor>
                          {!match.listing.published && (
                            <Badge size="xs" color="gray" variant="light">
                              {t('clientSearches.unpublished')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {inLanguage(match.listing.title, language)}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{day(match.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        w={170}
                        aria-label={`${t('clientSearches.state')} · ${name}`}
                        allowDeselect={false}
                        data={states}
                        value={match.state}
                        disabled={setState.isPending && setState.variables.id === match._id}
                        onChange={(value) => {
                          const state = MATCH_STATES.find((s) => s === value);
                          if (!state || state === match.state) return;
                          setState.mutate(
                            { id: match._id, state },
                            {
                              onSuccess: () =>
                                showToast({
                                  kind: 'success',
                                  message: t('clientSearches.stateSaved'),
                                }),
                              onError: (error) =>
                                showToast({ kind: 'error', message: error.message }),
                            },
                          );
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
