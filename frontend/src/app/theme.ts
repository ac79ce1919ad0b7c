import type { ThemeConfig } from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { ColorPalettes, LegacyColorPalettes } from 'antd/es/theme/interface';

// The antd theme of the app, light and dark (issue 14: WCAG AA contrast, 4.5:1 for text).
// antd's defaults put muted text, hover states, status colours and tag texts a little under
// 4.5:1; each override below is the smallest step that reaches it (theme.test.ts checks them).

/** Warm, food-friendly accent; the light one keeps 4.5:1 contrast with white button text. */
const ACCENT_LIGHT = '#c2410c';
/** the dark algorithm darkens it for solid buttons (white labels stay readable)... */
const ACCENT_DARK = '#d4520e';
/** ...and text in the accent colour on the dark surfaces uses this lighter orange */
const ACCENT_TEXT_DARK = '#f0874a';
const ACCENT_TEXT_DARK_HOVER = '#f59a62';

type Shade = keyof ColorPalettes;

/**
 * Palette shades under both of antd's names: 'green7' and the legacy 'green-7' become the same CSS
 * variable (--ant-green-7), and the legacy one, left alone, would win.
 */
function shades(values: Partial<Record<Shade, string>>): Partial<ColorPalettes & LegacyColorPalettes> {
  const out: Partial<ColorPalettes & LegacyColorPalettes> = { ...values };
  for (const [key, value] of Object.entries(values)) {
    const legacy = key.replace(/(\d+)$/, '-$1') as keyof LegacyColorPalettes;
    out[legacy] = value;
  }
  return out;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const LIGHT: ThemeConfig['token'] = {
  colorPrimary: ACCENT_LIGHT,
  colorLink: ACCENT_LIGHT,
  // antd lightens hover colours; a lighter orange loses the white label (3.9:1): darken instead
  colorPrimaryHover: '#a93a0c',
  colorPrimaryTextHover: '#a93a0c',
  colorLinkHover: '#a93a0c',
  colorBgLayout: '#fbf6f1',
  // muted text: rgba(0,0,0,.45) is 3.4:1 on white, placeholders 1.8:1
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  // status colours used as text (money, deltas, danger buttons): the darker shade of each
  colorError: '#cf1322',
  colorErrorText: '#cf1322',
  colorErrorHover: '#a8071a',
  colorSuccessText: '#237804',
  colorWarningText: '#ad4e00',
  ...shades({
    // tag texts are shade 7 on shade 1: one shade darker where that is under 4.5:1
    green7: '#237804',
    gold7: '#8f5600',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    cyan7: '#006d75',
    lime7: '#3f6600',
    // solid green buttons ('Confirmar'): white on green-6 is 2.3:1
    green6: '#237804',
    green5: '#2a7f0c',
  }),
};

const DARK: ThemeConfig['token'] = {
  colorPrimary: ACCENT_DARK,
  // a solid button under the pointer: a touch brighter, white label still 4.6:1 (antd's is 3.6:1)
  colorPrimaryHover: '#c4500f',
  colorLink: ACCENT_TEXT_DARK,
  colorLinkHover: ACCENT_TEXT_DARK_HOVER,
  colorLinkActive: ACCENT_TEXT_DARK,
  colorPrimaryText: ACCENT_TEXT_DARK,
  colorPrimaryTextHover: ACCENT_TEXT_DARK_HOVER,
  colorPrimaryTextActive: ACCENT_TEXT_DARK,
  // dialogs and drawers one step above the cards, not the saturated brown the algorithm derives
  colorBgBase: '#17120f',
  colorBgContainer: '#211a16',
  colorBgElevated: '#2a211c',
  colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
  colorTextDescription: 'rgba(255, 255, 255, 0.55)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  // solid danger buttons keep white labels on a deeper red; red text uses the light one
  colorError: '#c4302f',
  colorErrorText: '#ff7875',
  colorErrorTextHover: '#ffa39e',
  colorErrorTextActive: '#ff7875',
  colorSuccessText: '#73d13d',
  ...shades({
    // solid green buttons: white on the dark green-6 is 3:1
    green6: '#237804',
    green5: '#2a7f0c',
    // tag texts (shade 7 of the dark palettes) on their dark shade 1
    purple7: '#b37feb',
    geekblue7: '#85a5ff',
    blue7: '#69b1ff',
    magenta7: '#f759ab',
    red7: '#ff7875',
  }),
};

/**
 * Phones and other touch screens (issue 14, WCAG 2.5.5): every tap target at least 44x44 px. The
 * same query picks the larger sizes in styles/app.css, for what the tokens don't reach.
 */
export const TOUCH_SCREEN = '(max-width: 767px), (pointer: coarse)';
export const MIN_TAP_PX = 44;

/** Touch sizes: buttons (icon-only ones are square), inputs, selects, pagination, dialog close. */
const TOUCH: ThemeConfig['token'] = {
  controlHeight: MIN_TAP_PX,
  // a 'small' control is a desktop density: on a touch screen it is a finger's size too
  controlHeightSM: MIN_TAP_PX,
};

const DARK_COMPONENTS: ThemeConfig['components'] = {
  // the selected tab and menu item are text in the accent colour
  Tabs: { itemSelectedColor: ACCENT_TEXT_DARK, itemHoverColor: ACCENT_TEXT_DARK_HOVER, itemActiveColor: ACCENT_TEXT_DARK },
  // a default button's label turns accent-coloured under the pointer
  Button: { defaultHoverColor: ACCENT_TEXT_DARK_HOVER, defaultActiveColor: ACCENT_TEXT_DARK },
};

/** a segmented control's options sit inside its 2 px track: the track grows so that they reach 44 */
const TOUCH_COMPONENTS: ThemeConfig['components'] = {
  Segmented: { controlHeight: MIN_TAP_PX + 4, controlHeightSM: MIN_TAP_PX + 4 },
};

/**
 * People who ask their system for less motion (vestibular disorders, WCAG 2.3.3) get dialogs,
 * drawers and menus that appear at once: antd's zooms and slides are off (`motion: false`).
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function themeConfig(dark: boolean, touch = false, reduceMotion = false): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      motion: !reduceMotion,
      borderRadius: 12,
      fontSize: 15,
      controlHeight: 40,
      fontFamily: FONT,
      ...(dark ? DARK : LIGHT),
      ...(touch ? TOUCH : undefined),
    },
    components: { ...(dark ? DARK_COMPONENTS : undefined), ...(touch ? TOUCH_COMPONENTS : undefined) },
  };
}
