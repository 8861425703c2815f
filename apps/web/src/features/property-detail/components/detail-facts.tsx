import type { DetailRow } from '../utils/detail-sections';
import classes from './property-detail.module.css';

/** Labelled values as a description list, in columns where there is room. */
export function DetailFacts({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className={classes.factsColumns} style={{ margin: 0 }}>
      {rows.map((row) => (
        <div key={row.key} className={classes.factRow} data-field={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
