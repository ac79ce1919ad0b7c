import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import ConfigProvider from 'antd/es/config-provider';
import ptBR from 'antd/es/locale/pt_BR';
import theme from 'antd/es/theme';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useIsDark } from '@/components/layout/use-is-dark';
import { themeConfig } from './theme';

// the tabs' overflow button is named by its icon: in Portuguese, not antd's 'ellipsis'
const TABS = { moreIcon: <EllipsisOutlined aria-label="Mais abas" /> };

export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useIsDark();
  const config = useMemo(() => themeConfig(dark), [dark]);

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
    <ConfigProvider locale={ptBR} theme={config} tabs={TABS}>
      {children}
    </ConfigProvider>
  );
}
