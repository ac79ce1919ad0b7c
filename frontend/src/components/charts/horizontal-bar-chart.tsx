import { Bar } from '@nivo/bar';
import { useMemo, useRef } from 'react';
import { useChartAccent, useNivoTheme } from './nivo-theme';
import { useElementWidth } from './use-element-width';
import './charts.css';

// Import this only from lazily loaded code: it brings nivo (and d3) with it.

export interface BarEntry {
  [key: string]: string | number;
  label: string;
  value: number;
}

interface Props {
  /** most first: the first entry is drawn on top */
  data: readonly BarEntry[];
  /** what a value counts, for the tooltip: 1 -> '1 pedido' */
  unit: (value: number) => string;
  ariaLabel: string;
  /** phone width: shorter names on the axis */
  narrow: boolean;
}

const BAR_HEIGHT = 34;

/** Long names are cut for the axis; the tooltip keeps the full name. */
const shortName = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** Counts per name as horizontal bars, so long names stay readable on a phone. */
export default function HorizontalBarChart({ data, unit, ariaLabel, narrow }: Props) {
  const chartTheme = useNivoTheme({ narrow });
  const accent = useChartAccent();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, narrow ? 340 : 560);
  // a phone keeps ~190 px for the bars; the tooltip always names the whole dish
  const maxLabel = narrow ? 16 : 22;
  const left = Math.min(maxLabel, Math.max(4, ...data.map((d) => d.label.length))) * 7 + 16;
  // nivo draws the first entry at the bottom of a horizontal chart
  const rows = useMemo(() => [...data].reverse(), [data]);
  const max = Math.max(1, ...data.map((d) => d.value));
  const height = rows.length * BAR_HEIGHT + 60;
  return (
    <div ref={box} className="bar-chart" style={{ height }}>
      <Bar<BarEntry>
        data={rows}
        width={width}
        height={height}
        keys={['value']}
        indexBy="label"
        layout="horizontal"
        margin={{ top: 8, right: 24, bottom: 36, left }}
        padding={0.3}
        colors={[accent]}
        borderRadius={4}
        theme={chartTheme}
        enableGridY={false}
        enableGridX
        gridXValues={max <= 10 ? max : undefined}
        axisBottom={{
          tickSize: 0,
          tickPadding: 8,
          tickValues: max <= 10 ? max : 5,
          // counts: no '2.5' ticks
          format: (v) => (Number.isInteger(v) ? v : ''),
        }}
        axisLeft={{ tickSize: 0, tickPadding: 8, format: (v) => shortName(String(v), maxLabel) }}
        labelSkipWidth={16}
        valueFormat={(v) => String(v)}
        tooltip={({ indexValue, value }) => (
          <div className="chart-tooltip">
            <strong>{indexValue}</strong>: {unit(value)}
          </div>
        )}
        role="img"
        ariaLabel={ariaLabel}
        animate={false}
      />
    </div>
  );
}
