/** WCAG relative luminance of '#rgb', '#rrggbb' or 'rgb(r, g, b)'; null when unreadable. */
function luminance(color: string): number | null {
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  } else {
    const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
    if (fn) rgb = fn.slice(1, 4).map(Number);
  }
  if (!rgb) return null;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1f1f1f';

/**
 * White or near-black, whichever contrasts more with `background`: a heatmap cell goes from the
 * theme's faint tint to the solid accent, and no single text colour reads on both ends.
 */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  if (l === null) return DARK_TEXT;
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(DARK_TEXT)! + 0.05);
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT;
}
