import theme from 'antd/es/theme';
import { describe, expect, it } from 'vitest';
import { MIN_TAP_PX, themeConfig } from './theme';

// WCAG 2 AA (issue 14): text 4.5:1 against what it is drawn on, light and dark. The e2e suite runs
// axe-core on every screen; this checks the palette itself, including states axe rarely sees
// (hover, a tag colour no demo row uses).

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  if (color.startsWith('#')) {
    const short = color.length === 4;
    const h = short ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const parts = /rgba?\(([^)]+)\)/.exec(color)![1]!.split(',').map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

function luminance(color: string, on: string): number {
  const [r, g, b, a] = parse(color);
  const [br, bg, bb] = parse(on);
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const mix = (f: number, back: number) => f * a + back * (1 - a);
  return 0.2126 * lin(mix(r, br)) + 0.7152 * lin(mix(g, bg)) + 0.0722 * lin(mix(b, bb));
}

function contrast(fg: string, bg: string): number {
  const a = luminance(fg, bg);
  const b = luminance(bg, bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const TAG_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'volcano', 'geekblue', 'lime', 'gold'];

describe.each([
  ['light', false],
  ['dark', true],
])('%s palette', (_name, dark) => {
  const t = theme.getDesignToken(themeConfig(dark)) as unknown as Record<string, string>;
  const surfaces = ['colorBgContainer', 'colorBgElevated', 'colorBgLayout'];
  const low: string[] = [];
  const check = (fg: string, bg: string, label: string) => {
    const ratio = contrast(t[fg] ?? fg, t[bg] ?? bg);
    if (!(ratio >= 4.5)) low.push(`${label}: ${t[fg] ?? fg} on ${t[bg] ?? bg} = ${ratio.toFixed(2)}`);
  };

  it('text colours on every surface', () => {
    low.length = 0;
    for (const fg of [
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorPrimaryText',
      'colorPrimaryTextHover',
      'colorLink',
      'colorLinkHover',
      'colorErrorText',
      'colorSuccessText',
      'colorWarningText',
    ]) {
      for (const bg of surfaces) check(fg, bg, fg);
    }
    // light: the accent is text too (tabs, outlined buttons); dark uses colorPrimaryText for that
    if (!dark) for (const fg of ['colorPrimary', 'colorPrimaryHover', 'colorError']) for (const bg of surfaces) check(fg, bg, fg);
    expect(low).toEqual([]);
  });

  it('white labels on solid buttons', () => {
    low.length = 0;
    for (const bg of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError', 'green6', 'green5']) {
      check('colorTextLightSolid', bg, `label on ${bg}`);
    }
    expect(low).toEqual([]);
  });

  it('tag texts on their tag background', () => {
    low.length = 0;
    for (const c of TAG_COLORS) check(`${c}7`, `${c}1`, `tag ${c}`);
    expect(low).toEqual([]);
  });
});

// Touch screens (issue 14, WCAG 2.5.5): antd's controls at least 44 px tall, 'small' ones too;
// a segmented control's options (its height less the 2 px track on each side) as well. The
// desktop keeps its denser sizes, and both keep the palette checked above.
describe.each([
  ['light', false],
  ['dark', true],
])('%s touch sizes', (_name, dark) => {
  it('controls reach a finger on a touch screen', () => {
    const t = theme.getDesignToken(themeConfig(dark, true));
    expect(Math.min(t.controlHeight, t.controlHeightSM, t.controlHeightLG)).toBeGreaterThanOrEqual(MIN_TAP_PX);
    const segmented = themeConfig(dark, true).components?.Segmented;
    expect((segmented?.controlHeightSM ?? 0) - 2 * t.lineWidthBold).toBeGreaterThanOrEqual(MIN_TAP_PX);
    expect((segmented?.controlHeight ?? 0) - 2 * t.lineWidthBold).toBeGreaterThanOrEqual(MIN_TAP_PX);
  });

  it('the desktop keeps its sizes and the touch screen its colours', () => {
    const desk = theme.getDesignToken(themeConfig(dark));
    const touch = theme.getDesignToken(themeConfig(dark, true));
    expect(desk.controlHeight).toBe(40);
    expect(touch.colorPrimary).toBe(desk.colorPrimary);
    expect(touch.colorTextTertiary).toBe(desk.colorTextTertiary);
  });
});
