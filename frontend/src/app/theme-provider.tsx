import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { AntdIconProps } from '@ant-design/icons/es/components/AntdIcon';
import ConfigProvider, { type ConfigProviderProps } from 'antd/es/config-provider';
import ptBR from 'antd/es/locale/pt_BR';
import theme from 'antd/es/theme';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useIsDark } from '@/components/layout/use-is-dark';
import { useMediaQuery } from '@/hooks/use-media-query';
import { REDUCED_MOTION, themeConfig, TOUCH_SCREEN } from './theme';

/**
 * An icon fetched when first drawn. The selects, pickers and password fields that draw these are
 * lazy chunks: the defaults below keep their icons out of the storefront's first load too.
 */
function later(load: () => Promise<{ default: ComponentType<AntdIconProps> }>) {
  const Icon = lazy(load);
  return function LaterIcon(props: AntdIconProps) {
    return (
      <Suspense fallback={null}>
        <Icon {...props} />
      </Suspense>
    );
  };
}
const CalendarOutlined = later(() => import('@ant-design/icons/CalendarOutlined'));
const CheckOutlined = later(() => import('@ant-design/icons/CheckOutlined'));
const CloseCircleFilled = later(() => import('@ant-design/icons/CloseCircleFilled'));
const CheckCircleFilled = later(() => import('@ant-design/icons/CheckCircleFilled'));
const InfoCircleFilled = later(() => import('@ant-design/icons/InfoCircleFilled'));
const ExclamationCircleFilled = later(() => import('@ant-design/icons/ExclamationCircleFilled'));
const CloseOutlined = later(() => import('@ant-design/icons/CloseOutlined'));
const DownOutlined = later(() => import('@ant-design/icons/DownOutlined'));
const EyeInvisibleOutlined = later(() => import('@ant-design/icons/EyeInvisibleOutlined'));
const EyeOutlined = later(() => import('@ant-design/icons/EyeOutlined'));

// antd names the icons it draws by their English names (aria-label 'down', 'close-circle'), and
// screen readers read them. Its defaults, given here once: silent where the icon only decorates,
// in Portuguese where the icon is a control's only name. (The close buttons of dialogs, drawers
// and toasts are named 'Fechar' by antd, from the locale; their icon, named 'close', is silenced.)
// The app's own icons are silent unless named: components/icons/quiet-icon.tsx.
const CLOSE_ICON = <CloseOutlined aria-hidden />;
const ICONS: Pick<
  ConfigProviderProps,
  'tabs' | 'select' | 'datePicker' | 'button' | 'inputPassword' | 'drawer' | 'notification' | 'alert'
> = {
  // the tabs' overflow button is named by its icon
  tabs: { moreIcon: <EllipsisOutlined aria-label="Mais abas" /> },
  select: {
    suffixIcon: <DownOutlined aria-hidden />,
    clearIcon: <CloseCircleFilled aria-hidden />,
    removeIcon: <CloseOutlined aria-hidden />,
    menuItemSelectedIcon: <CheckOutlined aria-hidden />,
    loadingIcon: <LoadingOutlined aria-hidden />,
  },
  datePicker: { suffixIcon: <CalendarOutlined aria-hidden />, clearIcon: <CloseCircleFilled aria-hidden /> },
  drawer: { closeIcon: CLOSE_ICON },
  // an alert's icon would be read as part of its announcement ('info-circle Loja fechada'): its text says it all
  alert: {
    successIcon: <CheckCircleFilled aria-hidden />,
    infoIcon: <InfoCircleFilled aria-hidden />,
    warningIcon: <ExclamationCircleFilled aria-hidden />,
    errorIcon: <CloseCircleFilled aria-hidden />,
    closeIcon: CLOSE_ICON,
  },
  notification: { closeIcon: CLOSE_ICON },
  // a saving button's spinner: drawn at once (the icon is in the first load already)
  button: { loadingIcon: <LoadingOutlined aria-hidden /> },
  // the eye of a password field is the button that shows it
  inputPassword: {
    iconRender: (visible) =>
      visible ? <EyeOutlined aria-label="Ocultar senha" /> : <EyeInvisibleOutlined aria-label="Mostrar senha" />,
  },
};

const MODAL = { centered: true, closeIcon: CLOSE_ICON } as const;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useIsDark();
  const touch = useMediaQuery(TOUCH_SCREEN);
  const still = useMediaQuery(REDUCED_MOTION);
  const config = useMemo(() => themeConfig(dark, touch, still), [dark, touch, still]);

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
    // every dialog centred: antd's 100 px from the top leaves a phone's dialog hanging high (issue 24)
    <ConfigProvider locale={ptBR} theme={config} modal={MODAL} {...ICONS}>
      {children}
    </ConfigProvider>
  );
}
