import { ResponsiveBar, type BarSvgProps } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import theme from 'antd/es/theme';
import { useMemo } from 'react';
import type { NeighborhoodBar, PaymentSlice } from './chart-data';

type ChartTheme = BarSvgProps<NeighborhoodBar>['theme'];

/** nivo colours from antd's resolved tokens, so text and grid follow light and dark mode. */
function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      background: 'transparent',
      text: { fill: token.colorText, fontSize: 12, fontFamily: token.fontFamily },
      axis: {
        domain: { line: { stroke: token.colorBorder, strokeWidth: 1 } },
        ticks: { line: { stroke: token.colorBorder, strokeWidth: 1 }, text: { fill: token.colorTextSecondary } },
      },
      grid: { line: { stroke: token.colorBorderSecondary, strokeWidth: 1 } },
      labels: { text: { fill: '#fff', fontWeight: 700 } },
      tooltip: {
        container: {
          background: token.colorBgElevated,
          color: token.colorText,
          fontSize: 13,
          borderRadius: 8,
          boxShadow: token.boxShadowSecondary,
        },
      },
    }),
    [token],
  );
}

const BAR_HEIGHT = 34;

/** Long names are cut for the axis; the tooltip and the table keep the full name. */
const shortName = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** 'Pedidos por Bairro': horizontal bars, so neighbourhood names stay readable on a phone. */
export function NeighborhoodChart({ data, narrow }: { data: NeighborhoodBar[]; narrow: boolean }) {
  const chartTheme = useChartTheme();
  const maxLabel = narrow ? 12 : 22;
  const left = Math.min(maxLabel, Math.max(4, ...data.map((d) => d.bairro.length))) * 7 + 16;
  // most orders on top: nivo draws the first entry at the bottom of a horizontal chart
  const rows = useMemo(() => [...data].reverse(), [data]);
  const max = Math.max(1, ...data.map((d) => d.pedidos));
  return (
    <div className="analytics-chart__canvas" style={{ height: rows.length * BAR_HEIGHT + 60 }}>
      <ResponsiveBar<NeighborhoodBar>
        data={rows}
        keys={['pedidos']}
        indexBy="bairro"
        layout="horizontal"
        margin={{ top: 8, right: 24, bottom: 36, left }}
        padding={0.3}
        colors={['#ea580c']}
        borderRadius={4}
        theme={chartTheme}
        enableGridY={false}
        enableGridX
        gridXValues={max <= 10 ? max : undefined}
        axisBottom={{
          tickSize: 0,
          tickPadding: 8,
          tickValues: max <= 10 ? max : 5,
          format: (v) => (Number.isInteger(v) ? v : ''),
        }}
        axisLeft={{ tickSize: 0, tickPadding: 8, format: (v) => shortName(String(v), maxLabel) }}
        labelSkipWidth={16}
        valueFormat={(v) => String(v)}
        tooltip={({ indexValue, value }) => (
          <div className="analytics-tooltip">
            <strong>{indexValue}</strong>: {value} {value === 1 ? 'pedido' : 'pedidos'}
          </div>
        )}
        role="img"
        ariaLabel="Pedidos por Bairro"
        animate={false}
      />
    </div>
  );
}

/** 'Métodos de Pagamento': a donut with a legend under it that wraps on a phone. */
export function PaymentChart({ data, narrow }: { data: PaymentSlice[]; narrow: boolean }) {
  const chartTheme = useChartTheme();
  const total = data.reduce((sum, s) => sum + s.value, 0);
  return (
    <>
      <div className="analytics-chart__canvas" style={{ height: narrow ? 220 : 260 }}>
        <ResponsivePie<PaymentSlice>
          data={data}
          margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
          innerRadius={0.55}
          padAngle={1.5}
          cornerRadius={4}
          colors={(d) => d.data.color}
          theme={chartTheme}
          enableArcLinkLabels={false}
          arcLabelsSkipAngle={18}
          arcLabelsTextColor="#fff"
          tooltip={({ datum }) => (
            <div className="analytics-tooltip">
              <strong>{datum.label}</strong>: {datum.value} {datum.value === 1 ? 'pedido' : 'pedidos'}
            </div>
          )}
          role="img"
          animate={false}
        />
      </div>
      <ul className="analytics-legend" aria-label="Legenda de Métodos de Pagamento">
        {data.map((s) => (
          <li key={s.id} className="analytics-legend__item">
            <span className="analytics-legend__swatch" style={{ background: s.color }} aria-hidden />
            <span>{s.label}</span>
            <span className="analytics-legend__value">
              {s.value} ({total ? Math.round((s.value / total) * 100) : 0}%)
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
