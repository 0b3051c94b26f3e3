import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { css } from 'styled-system/css';
import { token } from 'styled-system/tokens';

// recharts is imported by the reports page only: the console chunk loads it, no shopper's entry does.

export interface ReportBarChartProps<Row> {
  /** The chart's accessible name (also its visible caption). */
  title: string;
  /** What it shows in words, for a screen reader and anyone who would rather read: the table below has the figures. */
  description: string;
  rows: readonly Row[];
  label: (row: Row) => string;
  value: (row: Row) => number;
  /** How a value reads on the axis and in the tooltip. */
  format: (value: number) => string;
  valueName: string;
}

const figure = css({ m: '0', display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'card', border: '1px solid token(colors.line)', bg: 'canvas' });

/** A bar chart of one report table, named and described for assistive tech. */
export function ReportBarChart<Row>({ title, description, rows, label, value, format, valueName }: ReportBarChartProps<Row>) {
  const captionId = useId();
  const descriptionId = useId();
  const data = rows.map((row) => ({ label: label(row), value: value(row) }));
  return (
    <figure className={figure} aria-labelledby={captionId} aria-describedby={descriptionId}>
      <figcaption id={captionId} className={css({ fontWeight: 'bold', fontSize: 'sm' })}>
        {title}
      </figcaption>
      <p id={descriptionId} className={css({ srOnly: true })}>
        {description}
      </p>
      {/* The drawing is for the eye: the figure's caption and description name it, the table under it holds every figure, so it is not a second, unnamed keyboard stop. */}
      <div aria-hidden="true">
        <BarChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: 240 }} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid vertical={false} stroke={token('colors.line')} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: token('colors.muted') }} interval="equidistantPreserveStart" />
          <YAxis tickFormatter={format} tick={{ fontSize: 12, fill: token('colors.muted') }} width={72} allowDecimals={false} />
          <Tooltip formatter={(shown) => [format(Number(shown)), valueName]} />
          <Bar dataKey="value" name={valueName} fill={token('colors.brand')} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </div>
    </figure>
  );
}
