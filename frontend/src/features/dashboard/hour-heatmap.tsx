import { HeatMap } from '@nivo/heatmap';
import theme from 'antd/es/theme';
import { useRef } from 'react';
import { useNivoTheme } from '@/components/charts/nivo-theme';
import { readableTextOn } from '@/components/charts/readable-text';
import { useElementWidth } from '@/components/charts/use-element-width';
import { ordersText, type HourCell, type WeekdayRow } from './heatmap-data';

// Loaded lazily with the 'Relatórios' tab: nivo stays out of every other chunk.

const ROW_HEIGHT = 34;

/** 'Pedidos por Dia e Hora': weekdays down, hours across, the busier the darker. */
export default function HourHeatmap({ rows, narrow }: { rows: WeekdayRow[]; narrow: boolean }) {
  const { token } = theme.useToken();
  const chartTheme = useNivoTheme({ narrow });
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, narrow ? 340 : 800);
  const hours = rows[0]?.data.map((c) => c.x) ?? [];
  const max = Math.max(1, ...rows.flatMap((r) => r.data.map((c) => c.y ?? 0)));
  // a phone fits a number in a cell only with few hours; the tooltip always has it
  const margin = { top: 28, right: 8, bottom: 8, left: 40 };
  const cellWidth = (width - margin.left - margin.right) / Math.max(1, hours.length);
  const height = rows.length * ROW_HEIGHT + margin.top + margin.bottom;
  return (
    <div ref={box} className="heatmap-chart" style={{ height }}>
      <HeatMap<HourCell, object>
        data={rows}
        width={width}
        height={height}
        margin={margin}
        theme={chartTheme}
        xInnerPadding={0.06}
        yInnerPadding={0.08}
        borderRadius={4}
        // from the theme's faint accent to the accent: both themes keep the scale readable
        colors={{ type: 'sequential', colors: [token.colorPrimaryBg, token.colorPrimary], minValue: 0, maxValue: max }}
        emptyColor={token.colorFillQuaternary}
        enableLabels={cellWidth >= 24}
        labelTextColor={(cell) => readableTextOn(cell.color)}
        axisTop={{
          tickSize: 0,
          tickPadding: 6,
          // every other hour when the cells are narrow
          tickValues: cellWidth < 30 ? hours.filter((_, i) => i % 2 === 0) : hours,
        }}
        axisLeft={{ tickSize: 0, tickPadding: 8 }}
        hoverTarget="cell"
        tooltip={({ cell }) => (
          <div className="chart-tooltip">
            <strong>
              {cell.serieId}, {cell.data.x}
            </strong>
            : {ordersText(cell.value ?? 0)}
          </div>
        )}
        role="img"
        ariaLabel="Pedidos por dia da semana e hora"
        animate={false}
      />
    </div>
  );
}
