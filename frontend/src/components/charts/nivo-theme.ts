import type { PartialTheme } from '@nivo/theming';
import theme from 'antd/es/theme';
import { useMemo } from 'react';

/**
 * The one nivo theme of the back office. nivo draws SVG with its own colours, not antd's CSS
 * variables, so it is fed antd's resolved tokens: text, grid and tooltips then read well on the
 * light and the dark theme alike. This file imports no nivo code (types only), so using it does
 * not pull nivo into a chunk.
 */
export function useNivoTheme({ narrow = false }: { narrow?: boolean } = {}): PartialTheme {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      background: 'transparent',
      text: { fill: token.colorText, fontSize: 12, fontFamily: token.fontFamily },
      axis: {
        domain: { line: { stroke: token.colorBorder, strokeWidth: 1 } },
        ticks: {
          line: { stroke: token.colorBorder, strokeWidth: 1 },
          text: { fill: token.colorTextSecondary, fontSize: narrow ? 11 : 12 },
        },
        legend: { text: { fill: token.colorTextSecondary, fontSize: 12 } },
      },
      grid: { line: { stroke: token.colorBorderSecondary, strokeWidth: 1 } },
      crosshair: { line: { stroke: token.colorTextTertiary, strokeWidth: 1, strokeOpacity: 0.75 } },
      // labels sit on the solid accent bars: white reads on them in both themes
      labels: { text: { fill: '#fff', fontWeight: 700 } },
      legends: { text: { fill: token.colorTextSecondary } },
      tooltip: {
        container: {
          background: token.colorBgElevated,
          color: token.colorText,
          fontSize: 13,
          borderRadius: token.borderRadiusSM,
          boxShadow: token.boxShadowSecondary,
          padding: '6px 10px',
        },
      },
    }),
    [token, narrow],
  );
}

/** The accent the charts draw with: antd's primary colour of the current theme. */
export function useChartAccent(): string {
  return theme.useToken().token.colorPrimary;
}
