import { tint } from '../tint.js';
import { groundShadow, logo, screen, type Draw } from './parts.js';

const DECK_TOP = 546;
const DECK_BOTTOM = 760;
/** x of the deck's left edge at height y: the deck widens towards the viewer. */
const deckLeft = (y: number) => 300 - ((y - DECK_TOP) * 110) / (DECK_BOTTOM - DECK_TOP);

/** A band of the deck between two heights, inset from both edges by a share of the deck's width. */
function band(y1: number, y2: number, inset: number, fill: string): string {
  const at = (y: number) => {
    const left = deckLeft(y);
    const width = 1200 - 2 * left;
    return [left + width * inset, 1200 - left - width * inset];
  };
  const [a, b] = at(y1);
  const [c, d] = at(y2);
  return `<path d="M${a} ${y1} L${b} ${y1} L${d} ${y2} L${c} ${y2} Z" fill="${fill}"/>`;
}

function keyboard(inset: number): string {
  let keys = '';
  for (let row = 0; row < 5; row += 1) {
    const y = 560 + row * 24;
    const left = deckLeft(y);
    const width = 1200 - 2 * left;
    const from = left + width * inset;
    const span = width * (1 - 2 * inset);
    const size = span / 14;
    for (let col = 0; col < 14; col += 1) {
      keys += `<rect x="${(from + col * size + 2).toFixed(1)}" y="${y}" width="${(size - 4).toFixed(1)}" height="19" rx="3" fill="#1d1d1f"/>`;
    }
  }
  return keys;
}

/** Speaker grilles either side of the keyboard: the MacBook Pro's mark. */
function grilles(colour: string): string {
  let dots = '';
  for (let row = 0; row < 9; row += 1) {
    const y = 562 + row * 12;
    const left = deckLeft(y);
    const width = 1200 - 2 * left;
    for (let col = 0; col < 6; col += 1) {
      const offset = width * 0.035 + col * 11;
      dots += `<circle cx="${(left + offset).toFixed(1)}" cy="${y}" r="3" fill="${tint(colour, -0.45)}"/>`;
      dots += `<circle cx="${(1200 - left - offset).toFixed(1)}" cy="${y}" r="3" fill="${tint(colour, -0.45)}"/>`;
    }
  }
  return dots;
}

function lid(colour: string, bezel: number): string {
  return (
    `<rect x="290" y="120" width="620" height="424" rx="22" fill="${tint(colour, -0.1)}"/>` +
    `<rect x="297" y="127" width="606" height="410" rx="16" fill="#111"/>` +
    screen(297 + bezel, 127 + bezel, 606 - 2 * bezel, 410 - 2 * bezel) +
    `<rect x="300" y="${DECK_TOP - 6}" width="600" height="8" fill="${tint(colour, -0.4)}"/>`
  );
}

/** MacBook Air, open: thin bezel, a keyboard across the deck, a front edge only a few pixels thick. */
const airFront: Draw = (c) =>
  groundShadow(600, 790, 460) +
  lid(c, 14) +
  band(DECK_TOP, DECK_BOTTOM, 0, c) +
  keyboard(0.1) +
  band(682, 748, 0.32, tint(c, -0.08)) +
  `<path d="M${deckLeft(DECK_BOTTOM)} ${DECK_BOTTOM} L${1200 - deckLeft(DECK_BOTTOM)} ${DECK_BOTTOM} L${1200 - deckLeft(DECK_BOTTOM) - 12} ${DECK_BOTTOM + 8} L${deckLeft(DECK_BOTTOM) + 12} ${DECK_BOTTOM + 8} Z" fill="${tint(c, -0.3)}"/>`;

/** MacBook Pro, open: speaker grilles beside the keyboard and a thick front edge with feet. */
const proFront: Draw = (c) =>
  groundShadow(600, 810, 470) +
  lid(c, 22) +
  band(DECK_TOP, DECK_BOTTOM, 0, c) +
  grilles(c) +
  keyboard(0.16) +
  band(682, 748, 0.3, tint(c, -0.08)) +
  `<path d="M${deckLeft(DECK_BOTTOM)} ${DECK_BOTTOM} L${1200 - deckLeft(DECK_BOTTOM)} ${DECK_BOTTOM} L${1200 - deckLeft(DECK_BOTTOM) - 6} ${DECK_BOTTOM + 30} L${deckLeft(DECK_BOTTOM) + 6} ${DECK_BOTTOM + 30} Z" fill="${tint(c, -0.28)}"/>` +
  `<rect x="540" y="${DECK_BOTTOM}" width="120" height="10" rx="5" fill="${tint(c, -0.45)}"/>` +
  `<rect x="230" y="${DECK_BOTTOM + 30}" width="60" height="8" rx="4" fill="#222"/><rect x="910" y="${DECK_BOTTOM + 30}" width="60" height="8" rx="4" fill="#222"/>`;

/** The closed lid seen from above at an angle, with the apple mark. */
const closedLid = (c: string, frontY: number, backY: number) =>
  `<path d="M150 ${frontY} L1050 ${backY} L950 330 L300 350 Z" fill="${c}"/>` + logo(615, 440, 44, tint(c, -0.18));

/** MacBook Air, closed, from the side: the wedge, thick at the hinge and thin at the front. */
const airSide: Draw = (c) =>
  groundShadow(600, 600, 470, 16) +
  closedLid(c, 572, 532) +
  `<path d="M150 572 L1050 532 L1050 576 Q1050 584 1042 584 L158 584 Q150 584 150 578 Z" fill="${tint(c, -0.28)}"/>`;

/** MacBook Pro, closed, from the side: an even slab with its ports. */
const proSide: Draw = (c) =>
  groundShadow(600, 612, 470, 16) +
  closedLid(c, 550, 536) +
  `<path d="M150 550 L1050 536 L1050 588 Q1050 596 1042 596 L158 596 Q150 596 150 588 Z" fill="${tint(c, -0.28)}"/>` +
  [760, 800, 840]
    .map((x, index) => `<rect x="${x}" y="${560 - index * 0.6}" width="${index === 0 ? 44 : 26}" height="11" rx="5" fill="#1d1d1f"/>`)
    .join('') +
  `<circle cx="300" cy="568" r="7" fill="#1d1d1f"/>`;

export const laptops: Record<string, { front: Draw; side: Draw }> = {
  'macbook-air': { front: airFront, side: airSide },
  'macbook-pro': { front: proFront, side: proSide },
};
