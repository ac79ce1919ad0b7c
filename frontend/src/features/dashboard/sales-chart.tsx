import { Line, type PointTooltipProps } from '@nivo/line';
import theme from 'antd/es/theme';
import { useMemo, useRef } from 'react';
import type { DashboardDto } from '@quentinha/shared/api/types';
import { formatDayMonth } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL, formatBRNumber } from '@quentinha/shared/money/money';
import { useNivoTheme } from '@/components/charts/nivo-theme';
import { useElementWidth } from '@/components/charts/use-element-width';
import { pickTicks } from './chart-ticks';

// Loaded lazily by the dashboard page: nivo (and d3) stay out of every other chunk.

type Series = { id: string; data: { x: string; y: number }[] };

interface Props {
  sales: DashboardDto['sales_by_day'];
  /** phone width: fewer day labels, narrower margins */
  narrow: boolean;
  height: number;
}

export function SalesTooltip({ point }: PointTooltipProps<Series>) {
  return (
    <div className="sales-chart__tooltip" role="tooltip">
      <div className="sales-chart__tooltip-day">{formatDayMonth(point.data.x)}</div>
      <div>
        Vendas: <strong>{formatBRL(point.data.y)}</strong>
      </div>
    </div>
  );
}

/** 'Vendas no Período': revenue per Sao Paulo day, labels dd/MM, tooltip 'Vendas'. */
export default function SalesChart({ sales, narrow, height }: Props) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, narrow ? 340 : 800);
  const data = useMemo<Series[]>(
    () => [{ id: 'Vendas', data: sales.map((d) => ({ x: d.day, y: d.revenue })) }],
    [sales],
  );
  const ticks = useMemo(
    () =>
      pickTicks(
        sales.map((d) => d.day),
        narrow ? 5 : 10,
      ),
    [sales, narrow],
  );
  // nivo draws SVG with its own theme: the back office's one follows antd's light or dark tokens
  const chartTheme = useNivoTheme({ narrow });

  return (
    <div ref={box} className="sales-chart" style={{ height }}>
      <Line<Series>
        data={data}
        width={width}
        height={height}
        theme={chartTheme}
        colors={[token.colorPrimary]}
        margin={narrow ? { top: 12, right: 16, bottom: 32, left: 48 } : { top: 16, right: 24, bottom: 36, left: 96 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
        curve="monotoneX"
        enableArea
        areaOpacity={0.12}
        lineWidth={2}
        pointSize={sales.length > 15 ? 0 : 6}
        pointColor={token.colorBgContainer}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        enableGridX={false}
        gridYValues={narrow ? 4 : 5}
        axisBottom={{ tickValues: ticks, tickSize: 0, tickPadding: 10, format: (day: string) => formatDayMonth(day) }}
        axisLeft={{
          tickValues: narrow ? 4 : 5,
          tickSize: 0,
          tickPadding: 8,
          // whole reais: 'R$ 1.500' fits the margin, cents on an axis help nobody
          format: (v: number) => (narrow ? formatBRNumber(v, 0) : `R$ ${formatBRNumber(v, 0)}`),
        }}
        useMesh
        enableTouchCrosshair
        tooltip={SalesTooltip}
        role="img"
        ariaLabel="Gráfico de vendas por dia"
      />
    </div>
  );
}
