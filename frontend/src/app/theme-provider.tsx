import ConfigProvider from 'antd/es/config-provider';
import ptBR from 'antd/es/locale/pt_BR';
import theme from 'antd/es/theme';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useIsDark } from '@/components/layout/use-is-dark';

// Warm, food-friendly accent; the light one keeps 4.5:1 contrast with white button text.
const ACCENT_LIGHT = '#c2410c';
// the dark algorithm lightens it for text; solid buttons keep readable white labels
const ACCENT_DARK = '#d4520e';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useIsDark();

  const config = useMemo(
    () => ({
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: {
        colorPrimary: dark ? ACCENT_DARK : ACCENT_LIGHT,
        colorLink: dark ? ACCENT_DARK : ACCENT_LIGHT,
        borderRadius: 12,
        fontSize: 15,
        controlHeight: 40,
        fontFamily:
          "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        // dialogs and drawers one step above the cards, not the saturated brown the algorithm derives
        ...(dark
          ? { colorBgBase: '#17120f', colorBgContainer: '#211a16', colorBgElevated: '#2a211c' }
          : { colorBgLayout: '#fbf6f1' }),
      },
    }),
    [dark],
  );

  useEffect(() => {
    // antd scopes its CSS variables to its own elements; the plain CSS of the layout and cards
    // reads these page-level copies of the same resolved tokens
    const root = document.documentElement;
    const t = theme.getDesignToken(config);
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
    const vars: Record<string, string> = {
      '--accent': dark ? t.colorPrimaryText : t.colorPrimary,
      '--accent-solid': t.colorPrimary,
      '--surface': t.colorBgContainer,
      '--page': t.colorBgLayout,
      '--text': t.colorText,
      '--muted': t.colorTextSecondary,
      '--border': t.colorBorderSecondary,
    };
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
  }, [config, dark]);

  return (
    <ConfigProvider locale={ptBR} theme={config}>
      {children}
    </ConfigProvider>
  );
}
