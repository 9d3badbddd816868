import { luminance } from '../backdrop.js';
import { tint } from '../tint.js';
import { groundShadow, type Draw } from './parts.js';

const edge = (c: string) => tint(c, -0.35);

const keyboard: Draw = (c) => {
  const keys = luminance(c) > 0.5 ? '#fbfbfb' : '#1d1d1f';
  let rows = '';
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 14; col += 1) {
      rows += `<rect x="${210 + col * 56}" y="${365 + row * 46}" width="46" height="38" rx="6" fill="${keys}" stroke="${tint(c, -0.2)}"/>`;
    }
  }
  return (
    groundShadow(600, 612, 430, 16) +
    `<rect x="180" y="340" width="840" height="260" rx="26" fill="${c}" stroke="${edge(c)}" stroke-width="4"/>${rows}`
  );
};

const mouse: Draw = (c) =>
  groundShadow(600, 738, 160, 18) +
  `<ellipse cx="600" cy="450" rx="150" ry="280" fill="${c}" stroke="${edge(c)}" stroke-width="5"/>` +
  `<line x1="600" y1="190" x2="600" y2="330" stroke="${edge(c)}" stroke-width="4"/>`;

const trackpad: Draw = (c) =>
  groundShadow(600, 692, 310, 16) +
  `<rect x="300" y="220" width="600" height="460" rx="40" fill="${c}" stroke="${edge(c)}" stroke-width="5"/>` +
  `<rect x="330" y="250" width="540" height="400" rx="28" fill="${tint(c, 0.06)}"/>`;

const charger: Draw = (c) =>
  groundShadow(600, 672, 190, 14) +
  `<rect x="420" y="300" width="360" height="360" rx="60" fill="${c}" stroke="${edge(c)}" stroke-width="5"/>` +
  `<rect x="540" y="230" width="24" height="80" rx="6" fill="#999"/><rect x="636" y="230" width="24" height="80" rx="6" fill="#999"/>` +
  `<rect x="560" y="600" width="80" height="24" rx="8" fill="#555"/>`;

const cable: Draw = (c) =>
  `<path d="M220 700 C 220 300, 980 700, 980 260" stroke="${edge(c)}" stroke-width="44" fill="none" stroke-linecap="round"/>` +
  `<path d="M220 700 C 220 300, 980 700, 980 260" stroke="${c}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
  `<rect x="190" y="690" width="60" height="110" rx="14" fill="#c8c8c8" stroke="#777" stroke-width="3"/>` +
  `<rect x="950" y="170" width="60" height="110" rx="14" fill="#c8c8c8" stroke="#777" stroke-width="3"/>`;

const adapter: Draw = (c) =>
  `<path d="M480 430 C 380 430, 360 560, 260 560" stroke="${edge(c)}" stroke-width="34" fill="none"/>` +
  `<path d="M480 430 C 380 430, 360 560, 260 560" stroke="${c}" stroke-width="26" fill="none"/>` +
  groundShadow(630, 545, 160, 12) +
  `<rect x="480" y="330" width="300" height="200" rx="30" fill="${c}" stroke="${edge(c)}" stroke-width="5"/>` +
  `<rect x="560" y="410" width="50" height="22" rx="6" fill="#555"/><rect x="640" y="405" width="80" height="32" rx="6" fill="#555"/>`;

const pencil: Draw = (c) =>
  `<g transform="rotate(-35 600 450)"><rect x="180" y="420" width="760" height="60" rx="14" fill="${c}" stroke="${edge(c)}" stroke-width="5"/>` +
  `<path d="M940 420 L1030 450 L940 480 Z" fill="#e8d9c0" stroke="${edge(c)}" stroke-width="3"/></g>`;

export const accessoryDrawings: Record<string, { front: Draw }> = {
  keyboard: { front: keyboard },
  mouse: { front: mouse },
  trackpad: { front: trackpad },
  charger: { front: charger },
  cable: { front: cable },
  adapter: { front: adapter },
  pencil: { front: pencil },
};
