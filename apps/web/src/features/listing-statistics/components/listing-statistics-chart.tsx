import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import type { Language } from '@domus/domain/core/constants';
import type { ListingStatKind } from '@domus/domain/listing/listing-statistics';
import { formatCount } from '../../../shared/lib/format';
import { KIND_COLORS, shortDay, type StatDay } from '../utils/statistics-figures';

/**
 * The chart of a listing's statistics over time, one line per chosen kind (issue 33 point 4).
 * Its own chunk with Mantine Charts and recharts, loaded by the panel when shown: no other page
 * carries them. The chart is one image to assistive technology, named by `label`; the panel's
 * table beside it holds the same figures as text.
 */
export default function ListingStatisticsChart({
  days,
  kinds,
  labels,
  label,
  language,
}: {
  days: readonly StatDay[];
  kinds: readonly ListingStatKind[];
  labels: Record<ListingStatKind, string>;
  /** What the chart shows, in words: its accessible name. */
  label: string;
  language: Language;
}) {
  const data = days.map((day) => ({ ...day, label: shortDay(day.day, language) }));
  return (
    <LineChart
      h={260}
      role="img"
      aria-label={label}
      data={data}
      dataKey="label"
      series={kinds.map((kind) => ({ name: kind, label: labels[kind], color: KIND_COLORS[kind] }))}
      curveType="linear"
      withDots={days.length <= 31}
      strokeWidth={2}
      gridAxis="xy"
      valueFormatter={(value) => formatCount(value, language)}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      xAxisProps={{ minTickGap: 16 }}
      // The image's name and the table say it all: recharts' keyboard layer would put a
      // focusable element inside an image, which assistive technology cannot reach.
      lineChartProps={{ accessibilityLayer: false }}
      tooltipAnimationDuration={0}
    />
  );
}
