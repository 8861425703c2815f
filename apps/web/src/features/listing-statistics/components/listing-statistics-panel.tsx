import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import type { Language } from '@domus/domain/core/constants';
import { formatDay } from '@domus/domain/format/locale-format';
import type { ListingStatKind } from '@domus/domain/listing/listing-statistics';
import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';
import {
  Alert,
  Checkbox,
  Chip,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/lib/format';
import {
  KIND_COLORS,
  periodDays,
  STAT_PERIODS,
  sumDays,
  type StatPeriod,
} from '../utils/statistics-figures';
import { ListingStatisticsTable } from './listing-statistics-table';

// Mantine Charts and recharts come with the chart, in a chunk of their own: only a panel that
// shows statistics loads them, never a public page.
const ListingStatisticsChart = lazy(() => import('./listing-statistics-chart'));

const CHART_HEIGHT = 260;

/** A kind's colour as CSS (`blue.8` → Mantine's variable of that shade). */
function swatch(kind: ListingStatKind): string {
  const [color, shade] = KIND_COLORS[kind].split('.');
  return `var(--mantine-color-${color}-${shade})`;
}

/** The totals of the period, one figure per kind. */
function Totals({
  kinds,
  sums,
  labels,
  language,
}: {
  kinds: readonly ListingStatKind[];
  sums: Record<ListingStatKind, number>;
  labels: Record<ListingStatKind, string>;
  language: Language;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {t('statistics.totals')}
      </Title>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: Math.min(kinds.length, 4) }}
        spacing="sm"
        m={0}
        data-testid="statistics-totals"
      >
        {kinds.map((kind) => (
          <Paper key={kind} withBorder p="sm" radius="md" component="div">
            <Text component="dt" size="sm" c="dimmed" lh={1.3}>
              {labels[kind]}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} lh={1.2} c={KIND_COLORS[kind]}>
              {formatCount(sums[kind], language)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A listing's statistics (issue 33 point 4, decision 068), the same for staff in the admin and
 * for the seller in the account: the period (30 or 90 days up to today), each kind's total, a
 * chart per day of the kinds chosen, and the figures per week as a table, the chart's text
 * alternative. The chart's code loads when the panel first shows it. Texts are the `account`
 * namespace's (`statistics`), which the page showing the panel loads.
 */
export function ListingStatisticsPanel({
  statistics,
  loading,
  error,
  language,
}: {
  /** The API's answer; undefined while it loads or when it failed. */
  statistics: ListingStatistics | undefined;
  loading: boolean;
  error: Error | null;
  language: Language;
}) {
  const { t } = useTranslation('account');
  const [period, setPeriod] = useState<StatPeriod>(30);
  const [hidden, setHidden] = useState<ListingStatKind[]>([]);

  if (error) {
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (loading || !statistics) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('statistics.loading')} />
      </Group>
    );
  }

  const { kinds } = statistics;
  const labels = Object.fromEntries(
    kinds.map((kind) => [kind, t(`statistics.kinds.${kind}`)]),
  ) as Record<ListingStatKind, string>;
  const days = periodDays(statistics.days, period);
  const sums = sumDays(days, kinds);
  const from = formatDay(days[0]?.day ?? statistics.from, language);
  const to = formatDay(statistics.to, language);
  const shown = kinds.filter((kind) => !hidden.includes(kind));
  const nothing = kinds.every((kind) => sums[kind] === 0);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" data-testid="statistics-range">
          {t('statistics.range', { from, to })}
        </Text>
        <Chip.Group
          value={String(period)}
          onChange={(value) => setPeriod(Number(value) as StatPeriod)}
        >
          <Group gap="xs" role="radiogroup" aria-label={t('statistics.period')}>
            {STAT_PERIODS.map((days) => (
              <Chip key={days} value={String(days)} type="radio" size="sm">
                {t(`statistics.periods.days${days}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      <Totals kinds={kinds} sums={sums} labels={labels} language={language} />
      {nothing && (
        <Text size="sm" c="dimmed" role="status">
          {t('statistics.empty')}
        </Text>
      )}
      <Checkbox.Group
        label={t('statistics.series')}
        value={shown}
        onChange={(values) => setHidden(kinds.filter((kind) => !values.includes(kind)))}
      >
        <Group gap="md" mt={6}>
          {kinds.map((kind) => (
            <Checkbox
              key={kind}
              value={kind}
              color={KIND_COLORS[kind]}
              label={
                <Group gap={6} wrap="nowrap" component="span">
                  {/* The line's colour, as in a legend. */}
                  <ColorSwatch component="span" color={swatch(kind)} size={12} withShadow={false} />
                  {labels[kind]}
                </Group>
              }
            />
          ))}
        </Group>
      </Checkbox.Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed" h={CHART_HEIGHT}>
          {t('statistics.noSeries')}
        </Text>
      ) : (
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
          <ListingStatisticsChart
            days={days}
            kinds={shown}
            labels={labels}
            label={t('statistics.chartLabel', {
              from,
              to,
              kinds: shown.map((kind) => labels[kind]).join(', '),
            })}
            language={language}
          />
        </Suspense>
      )}
      <ListingStatisticsTable days={days} kinds={kinds} labels={labels} language={language} />
      <Text size="xs" c="dimmed">
        {t('statistics.viewsNote')}
      </Text>
    </Stack>
  );
}
