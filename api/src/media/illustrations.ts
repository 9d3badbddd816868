import { colours } from '../seed/data/options.js';

/** Flat SVG device drawings (1200×900) used as product pictures; the key says device, view and colour. */
type Draw = (fill: string) => string;

const screen = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#wall)"/>`;

const devices: Record<string, Draw> = {
  laptop: (c) => `<rect x="250" y="170" width="700" height="450" rx="28" fill="#1d1d1f"/>${screen(275, 195, 650, 400)}
    <path d="M170 640 H1030 L980 700 H220 Z" fill="${c}"/><rect x="530" y="640" width="140" height="14" rx="7" fill="#00000022"/>`,
  imac: (c) => `<rect x="230" y="120" width="740" height="520" rx="26" fill="${c}"/>${screen(255, 145, 690, 400)}
    <rect x="530" y="640" width="140" height="150" fill="${c}"/><rect x="440" y="780" width="320" height="26" rx="10" fill="${c}"/>`,
  mini: (
    c,
  ) => `<rect x="250" y="380" width="700" height="190" rx="40" fill="${c}"/><rect x="250" y="540" width="700" height="30" rx="15" fill="#00000022"/>
    <circle cx="600" cy="470" r="34" fill="#ffffff55"/>`,
  studio: (c) => `<rect x="330" y="250" width="540" height="400" rx="48" fill="${c}"/>
    <rect x="400" y="560" width="30" height="14" rx="5" fill="#333"/><rect x="450" y="560" width="30" height="14" rx="5" fill="#333"/><rect x="740" y="552" width="70" height="28" rx="6" fill="#333"/>`,
  ipad: (c) =>
    `<rect x="350" y="110" width="500" height="690" rx="48" fill="${c}"/><rect x="372" y="132" width="456" height="646" rx="30" fill="#1d1d1f"/>${screen(386, 146, 428, 618)}`,
  keyboard: (c) =>
    `<rect x="180" y="340" width="840" height="260" rx="26" fill="${c}" stroke="#ccc"/>` +
    Array.from({ length: 5 }, (_, row) =>
      Array.from(
        { length: 14 },
        (_, col) => `<rect x="${210 + col * 56}" y="${365 + row * 46}" width="46" height="38" rx="6" fill="#fafafa" stroke="#d0d0d0"/>`,
      ).join(''),
    ).join(''),
  mouse: (c) =>
    `<ellipse cx="600" cy="450" rx="150" ry="280" fill="${c}" stroke="#ccc" stroke-width="4"/><line x1="600" y1="190" x2="600" y2="330" stroke="#ccc" stroke-width="4"/>`,
  trackpad: (c) => `<rect x="300" y="220" width="600" height="460" rx="40" fill="${c}" stroke="#ccc" stroke-width="4"/>`,
  charger: (c) => `<rect x="420" y="300" width="360" height="360" rx="60" fill="${c}" stroke="#ccc" stroke-width="4"/>
    <rect x="540" y="230" width="24" height="80" rx="6" fill="#999"/><rect x="636" y="230" width="24" height="80" rx="6" fill="#999"/><rect x="560" y="600" width="80" height="24" rx="8" fill="#555"/>`,
  cable: (c) => `<path d="M220 700 C 220 300, 980 700, 980 260" stroke="${c}" stroke-width="36" fill="none" stroke-linecap="round"/>
    <rect x="190" y="690" width="60" height="110" rx="14" fill="#ddd"/><rect x="950" y="170" width="60" height="110" rx="14" fill="#ddd"/>`,
  adapter: (c) => `<rect x="480" y="330" width="300" height="200" rx="30" fill="${c}" stroke="#ccc" stroke-width="4"/>
    <path d="M480 430 C 380 430, 360 560, 260 560" stroke="${c}" stroke-width="26" fill="none"/><rect x="560" y="410" width="50" height="22" rx="6" fill="#555"/><rect x="640" y="405" width="80" height="32" rx="6" fill="#555"/>`,
  pencil: (
    c,
  ) => `<g transform="rotate(-35 600 450)"><rect x="180" y="420" width="760" height="60" rx="14" fill="${c}" stroke="#ccc" stroke-width="4"/>
    <path d="M940 420 L1030 450 L940 480 Z" fill="#e8d9c0"/></g>`,
};

const promos: Record<string, [string, string]> = {
  'promo-shipping': ['#448aff', '#2962ff'],
  'promo-sale': ['#1d1d1f', '#ff5252'],
  'promo-students': ['#00c853', '#448aff'],
  'promo-ipad': ['#7c4dff', '#448aff'],
};

const frame = (
  body: string,
  background = '#f5f5f7',
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5e9bff"/><stop offset="1" stop-color="#b06cff"/></linearGradient></defs>
  <rect width="1200" height="900" fill="${background}"/>${body}</svg>`;

export const KEY_PATTERN = /^[a-z][a-z0-9-]{1,60}$/;

/** The SVG for an image key, or null if the key names no known drawing. */
export function illustration(key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  const promo = promos[key];
  if (promo) {
    return frame(`<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${promo[0]}"/><stop offset="1" stop-color="${promo[1]}"/></linearGradient></defs>
      <rect width="1200" height="900" fill="url(#p)"/><circle cx="900" cy="300" r="220" fill="#ffffff22"/><circle cx="300" cy="700" r="160" fill="#ffffff18"/>`);
  }
  if (key === 'brand-apple')
    return frame(
      '<circle cx="600" cy="480" r="220" fill="#1d1d1f"/><ellipse cx="660" cy="230" rx="50" ry="90" transform="rotate(35 660 230)" fill="#1d1d1f"/>',
    );
  const match = key.match(/^([a-z]+)-(front|side)-([a-z-]+)$/);
  if (!match) return null;
  const draw = devices[match[1]!];
  const colour = colours[match[3]!];
  if (!draw || !colour) return null;
  const body = draw(colour.hex);
  return frame(match[2] === 'side' ? `<g transform="translate(1200 0) scale(-1 1) skewY(4)">${body}</g>` : body);
}
