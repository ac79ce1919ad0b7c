import { Pie } from '@nivo/pie';
import { useRef } from 'react';
import { useNivoTheme } from '@/components/charts/nivo-theme';
import { useElementWidth } from '@/components/charts/use-element-width';
import type { PaymentSlice } from './chart-data';

// Loaded lazily by the analysis page: nivo (and d3) stay out of its first chunk.

const ordersText = (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}`;

/** 'Métodos de Pagamento': a donut; its legend (payment-legend) is drawn by the page. */
export default function PaymentChart({ data, narrow }: { data: PaymentSlice[]; narrow: boolean }) {
  const chartTheme = useNivoTheme({ narrow });
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, narrow ? 300 : 420);
  const height = narrow ? 220 : 260;
  return (
    <div ref={box} className="analytics-chart__canvas" style={{ height }} role="img" aria-label="Gráfico de métodos de pagamento">
      <Pie<PaymentSlice>
        data={data}
        width={width}
        height={height}
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
          <div className="chart-tooltip">
            <strong>{datum.label}</strong>: {ordersText(datum.value)}
          </div>
        )}
        // the box is the image (nivo's pie takes no aria-label); its slices are in the legend
        role="presentation"
        animate={false}
      />
    </div>
  );
}
