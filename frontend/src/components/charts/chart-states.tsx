import Spin from 'antd/es/spin';
import './charts.css';

export const NO_CHART_DATA = 'Nenhum dado para exibir.';

/** What a chart shows when the period has nothing to draw. */
export function ChartEmpty({ text = NO_CHART_DATA }: { text?: string }) {
  return <p className="chart-empty">{text}</p>;
}

/** Stand-in while a chart's code (nivo) is still being fetched. */
export function ChartLoading({ height }: { height: number }) {
  return (
    <div className="chart-loading" style={{ height }} role="status" aria-label="Carregando gráfico">
      <Spin />
    </div>
  );
}
