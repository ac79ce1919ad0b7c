/**
 * A picture for every demo product, drawn here as SVG (1200 x 800, the subject in the middle so
 * both the phone's square and the desktop's wide crop keep it) and rendered to WebP by sharp when
 * the demo is seeded: the storefront looks like a shop, not a prototype.
 */

const W = 1200;
const H = 800;

const frame = (background: [string, string], body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="600" cy="640" rx="360" ry="48" fill="#000" opacity="0.12"/>
  ${body}
</svg>`;

/** Grains of rice: small pale ovals scattered over an area. */
const rice = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="#fbf7ee"/>` +
  Array.from({ length: 18 }, (_, i) => {
    const gx = x + 20 + ((i * 53) % (w - 40));
    const gy = y + 18 + ((i * 37) % (h - 36));
    return `<ellipse cx="${gx}" cy="${gy}" rx="9" ry="4" fill="#e9e1cf" transform="rotate(${(i * 41) % 180} ${gx} ${gy})"/>`;
  }).join('');

/** Round things (beans, chickpeas, broccoli florets) in a grid inside an area. */
const dots = (x: number, y: number, w: number, h: number, r: number, colors: string[]) =>
  Array.from({ length: Math.floor(w / (r * 2.2)) * Math.floor(h / (r * 2.2)) }, (_, i) => {
    const perRow = Math.floor(w / (r * 2.2));
    const cx = x + r + (i % perRow) * r * 2.2 + ((Math.floor(i / perRow) % 2) * r) / 2;
    const cy = y + r + Math.floor(i / perRow) * r * 2.1;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colors[i % colors.length]}"/>`;
  }).join('');

/** Diced things (sweet potato) in rows. */
const cubes = (x: number, y: number, columns: number, rows: number, side: number, colors: string[]) =>
  Array.from({ length: columns * rows }, (_, i) => {
    const cx = x + (i % columns) * (side + 8);
    const cy = y + Math.floor(i / columns) * (side + 4);
    return `<rect x="${cx}" y="${cy}" width="${side}" height="${side}" rx="8" fill="${colors[i % colors.length]}"/>`;
  }).join('');

/** A kraft lunchbox seen from above with three compartments. */
const lunchbox = (left: string, topRight: string, bottomRight: string) => `
  <rect x="290" y="170" width="620" height="440" rx="40" fill="#b7824a"/>
  <rect x="310" y="190" width="580" height="400" rx="30" fill="#d9a86c"/>
  <g>${left}</g><g>${topRight}</g><g>${bottomRight}</g>`;

const ILLUSTRATIONS: Record<string, string> = {
  'Quentinha Tradicional': frame(
    ['#fdba74', '#ea580c'],
    lunchbox(
      rice(330, 210, 270, 360),
      `<rect x="620" y="210" width="250" height="170" rx="24" fill="#3b2314"/>${dots(632, 222, 226, 146, 13, ['#4a2c1a', '#2d190d'])}`,
      `<rect x="620" y="400" width="250" height="170" rx="24" fill="#8b4513"/>
       <rect x="640" y="420" width="210" height="120" rx="30" fill="#7a3b10"/>
       <path d="M660 440 L830 520 M690 430 L850 505 M650 470 L800 540" stroke="#4a2108" stroke-width="10" stroke-linecap="round"/>
       <ellipse cx="840" cy="420" rx="34" ry="20" fill="#22c55e"/><ellipse cx="810" cy="410" rx="26" ry="16" fill="#16a34a"/>`,
    ),
  ),
  'Quentinha Fitness': frame(
    ['#bbf7d0', '#15803d'],
    lunchbox(
      `<rect x="330" y="210" width="270" height="360" rx="24" fill="#f3d9a4"/>
       ${[0, 1, 2].map((i) => `<rect x="350" y="${240 + i * 105}" width="230" height="80" rx="30" fill="#d9a35b"/><path d="M370 ${265 + i * 105} L560 ${295 + i * 105}" stroke="#a86b2a" stroke-width="9"/>`).join('')}`,
      `<rect x="620" y="210" width="250" height="170" rx="24" fill="#dcfce7"/>${dots(636, 222, 222, 146, 22, ['#15803d', '#16a34a', '#166534'])}`,
      `<rect x="620" y="400" width="250" height="170" rx="24" fill="#fed7aa"/>
       ${cubes(640, 418, 4, 3, 46, ['#f97316', '#ea580c', '#fb923c'])}`,
    ),
  ),
  'Quentinha Vegetariana': frame(
    ['#ddd6fe', '#7c3aed'],
    lunchbox(
      rice(330, 210, 270, 360),
      `<rect x="620" y="210" width="250" height="170" rx="24" fill="#fef3c7"/>${dots(634, 222, 226, 146, 15, ['#e8c07d', '#d4a55a'])}`,
      `<rect x="620" y="400" width="250" height="170" rx="24" fill="#fee2e2"/>
       <path d="M650 430 q40 -20 80 0 q-10 60 -40 110 q-30 -40 -40 -110z" fill="#dc2626"/>
       <circle cx="790" cy="450" r="34" fill="#65a30d"/><circle cx="790" cy="450" r="20" fill="#d9f99d"/>
       <circle cx="820" cy="520" r="30" fill="#65a30d"/><circle cx="820" cy="520" r="17" fill="#d9f99d"/>
       <path d="M700 520 q30 -30 60 0 q-30 30 -60 0z" fill="#f59e0b"/>`,
    ),
  ),
  'Feijoada Completa': frame(
    ['#fca5a5', '#991b1b'],
    `<ellipse cx="600" cy="420" rx="330" ry="200" fill="#9a3412"/>
     <ellipse cx="600" cy="390" rx="300" ry="160" fill="#c2410c"/>
     <ellipse cx="600" cy="390" rx="260" ry="130" fill="#2b1409"/>
     ${dots(400, 300, 400, 170, 16, ['#3f1d0b', '#1c0a03', '#5a2a10'])}
     <rect x="470" y="330" width="90" height="46" rx="16" fill="#b45309"/><rect x="640" y="380" width="100" height="40" rx="16" fill="#92400e"/>
     <path d="M250 300 q-40 -60 20 -90" stroke="#7c2d12" stroke-width="26" fill="none" stroke-linecap="round"/>
     <path d="M950 300 q40 -60 -20 -90" stroke="#7c2d12" stroke-width="26" fill="none" stroke-linecap="round"/>
     <circle cx="900" cy="560" r="70" fill="#fb923c"/><circle cx="900" cy="560" r="56" fill="#fdba74"/>
     <path d="M900 504 V616 M844 560 H956 M861 521 L939 599 M939 521 L861 599" stroke="#fb923c" stroke-width="6"/>
     <path d="M260 560 q60 -50 140 -10 q-60 50 -140 10z" fill="#15803d"/><path d="M300 600 q60 -50 140 -10 q-60 50 -140 10z" fill="#166534"/>`,
  ),
  'Refrigerante Lata 350ml': frame(
    ['#bfdbfe', '#1d4ed8'],
    `<rect x="470" y="150" width="260" height="470" rx="36" fill="#dc2626"/>
     <rect x="470" y="150" width="260" height="50" rx="24" fill="#d1d5db"/><rect x="470" y="570" width="260" height="50" rx="24" fill="#9ca3af"/>
     <path d="M470 380 q65 -60 130 0 t130 0 v60 q-65 -60 -130 0 t-130 0z" fill="#fff"/>
     <rect x="500" y="210" width="30" height="340" rx="15" fill="#fff" opacity="0.25"/>
     ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${380 + i * 100}" cy="${120 + (i % 2) * 40}" r="${10 + (i % 3) * 5}" fill="#fff" opacity="0.6"/>`).join('')}`,
  ),
  'Suco Natural de Laranja 500ml': frame(
    ['#fef08a', '#f59e0b'],
    `<path d="M470 200 L730 200 L700 610 L500 610 Z" fill="#fff" opacity="0.55"/>
     <path d="M482 280 L718 280 L700 600 L500 600 Z" fill="#f97316"/>
     <rect x="640" y="120" width="18" height="260" rx="9" fill="#22c55e" transform="rotate(14 649 250)"/>
     <circle cx="760" cy="230" r="80" fill="#fb923c"/><circle cx="760" cy="230" r="66" fill="#fed7aa"/>
     <path d="M760 164 V296 M694 230 H826 M713 183 L807 277 M807 183 L713 277" stroke="#fb923c" stroke-width="7"/>
     <circle cx="360" cy="520" r="80" fill="#f97316"/><ellipse cx="340" cy="450" rx="22" ry="12" fill="#16a34a"/>`,
  ),
  'Água Mineral 500ml': frame(
    ['#cffafe', '#0891b2'],
    `<rect x="545" y="110" width="110" height="60" rx="14" fill="#1e40af"/>
     <path d="M530 170 h140 q60 60 60 140 v260 q0 50 -50 50 h-160 q-50 0 -50 -50 v-260 q0 -80 60 -140z" fill="#e0f2fe" opacity="0.9"/>
     <rect x="470" y="330" width="260" height="140" fill="#0284c7"/>
     <path d="M520 400 q40 -40 80 0 t80 0" stroke="#fff" stroke-width="12" fill="none"/>
     <rect x="500" y="200" width="26" height="360" rx="13" fill="#fff" opacity="0.5"/>
     <path d="M820 420 q30 -60 60 0 a30 30 0 1 1 -60 0z" fill="#38bdf8"/>`,
  ),
  'Guaraná 2L': frame(
    ['#d9f99d', '#4d7c0f'],
    `<rect x="555" y="80" width="90" height="50" rx="12" fill="#166534"/>
     <path d="M540 130 h120 q80 80 80 170 v300 q0 40 -40 40 h-200 q-40 0 -40 -40 v-300 q0 -90 80 -170z" fill="#15803d"/>
     <rect x="460" y="350" width="280" height="160" fill="#fde047"/>
     <circle cx="600" cy="430" r="54" fill="#dc2626"/><circle cx="600" cy="430" r="24" fill="#fff"/><circle cx="600" cy="430" r="12" fill="#111827"/>
     <rect x="490" y="170" width="26" height="420" rx="13" fill="#fff" opacity="0.25"/>`,
  ),
  'Pudim de Leite': frame(
    ['#fef3c7', '#d97706'],
    `<ellipse cx="600" cy="560" rx="330" ry="70" fill="#f8fafc"/><ellipse cx="600" cy="545" rx="290" ry="52" fill="#e2e8f0"/>
     <path d="M380 540 L430 300 Q600 250 770 300 L820 540 Q600 600 380 540z" fill="#fcd34d"/>
     <ellipse cx="600" cy="300" rx="170" ry="46" fill="#92400e"/>
     <path d="M440 300 q20 80 10 140 M520 320 q10 60 0 110 M700 320 q-8 70 6 120 M760 300 q-14 70 -4 130" stroke="#b45309" stroke-width="18" stroke-linecap="round" fill="none"/>
     <ellipse cx="600" cy="296" rx="60" ry="16" fill="#451a03"/>`,
  ),
  'Mousse de Maracujá': frame(
    ['#fbcfe8', '#db2777'],
    `<path d="M450 250 h300 l-40 360 h-220z" fill="#fff" opacity="0.6"/>
     <path d="M462 330 h276 l-32 270 h-212z" fill="#fde68a"/>
     <path d="M456 300 h288 v40 h-288z" fill="#fef9c3"/>
     <ellipse cx="600" cy="300" rx="144" ry="26" fill="#facc15"/>
     ${dots(500, 286, 200, 30, 7, ['#1f2937', '#374151'])}
     <circle cx="830" cy="520" r="70" fill="#7e22ce"/><circle cx="830" cy="520" r="52" fill="#facc15"/>${dots(800, 492, 60, 60, 6, ['#1f2937'])}`,
  ),
  'Brigadeiro de Colher': frame(
    ['#fecdd3', '#9f1239'],
    `<path d="M430 300 h340 l-30 300 h-280z" fill="#f5f5f4"/>
     <ellipse cx="600" cy="300" rx="170" ry="40" fill="#44200c"/>
     <path d="M440 310 h320 l-26 270 h-268z" fill="#5b2a0f"/>
     ${dots(470, 276, 260, 40, 7, ['#f472b6', '#facc15', '#60a5fa', '#f5f5f4', '#22c55e'])}
     <rect x="690" y="120" width="30" height="260" rx="15" fill="#d6d3d1" transform="rotate(28 705 250)"/>
     <ellipse cx="770" cy="150" rx="42" ry="60" fill="#e7e5e4" transform="rotate(28 770 150)"/>`,
  ),
};

/** The SVG of a demo product's picture, or null for a product without one. */
export function demoIllustration(productName: string): string | null {
  return ILLUSTRATIONS[productName] ?? null;
}
