import { colours } from '../seed/data/options.js';
import { backdropFor, type Backdrop } from './backdrop.js';
import { accessoryDrawings } from './drawings/accessories.js';
import { desktops } from './drawings/desktops.js';
import { gradeCloseUp } from './drawings/grades.js';
import { laptops } from './drawings/laptops.js';
import type { Draw } from './drawings/parts.js';

/**
 * Flat SVG drawings (1200×900) used as product pictures. A device key is `<device>-<view>-<colour>`: one drawing
 * per model family (MacBook Air and Pro, iMac, iMac with Intel, Mac mini, Mac Studio, iPad, each accessory kind),
 * viewed from the front, the side or the back; `grade-<grade>` is the close-up that shows what a grade means.
 */
const devices: Record<string, { front: Draw; side?: Draw; back?: Draw }> = { ...laptops, ...desktops, ...accessoryDrawings };

export const deviceKinds = Object.keys(devices);

const promos: Record<string, [string, string]> = {
  'promo-shipping': ['#448aff', '#2962ff'],
  'promo-sale': ['#1d1d1f', '#ff5252'],
  'promo-students': ['#00c853', '#448aff'],
  'promo-ipad': ['#7c4dff', '#448aff'],
};

const plain: Backdrop = { from: '#f5f5f7', to: '#f5f5f7' };

const frame = (body: string, backdrop: Backdrop = plain) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5e9bff"/><stop offset="1" stop-color="#b06cff"/></linearGradient>
  <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.from}"/><stop offset="1" stop-color="${backdrop.to}"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#backdrop)"/>${body}</svg>`;

export const KEY_PATTERN = /^[a-z][a-z0-9-]{1,60}$/;

/** The side view when a device has no drawing of its own: the front, mirrored and turned a little. */
const turned =
  (draw: Draw): Draw =>
  (colour) =>
    `<g transform="translate(1200 0) scale(-1 1) skewY(4)">${draw(colour)}</g>`;

function device(key: string): string | null {
  const match = key.match(/^([a-z-]+?)-(front|side|back)-([a-z-]+)$/);
  if (!match) return null;
  const drawings = devices[match[1]!];
  const colour = colours[match[3]!];
  if (!drawings || !colour) return null;
  const view = match[2] as 'front' | 'side' | 'back';
  const draw = view === 'side' ? (drawings.side ?? turned(drawings.front)) : drawings[view];
  return draw ? frame(draw(colour.hex), backdropFor(colour.hex)) : null;
}

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
  const grade = key.match(/^grade-([a-z-]+)$/);
  if (grade) {
    const body = gradeCloseUp(grade[1]!);
    return body ? frame(body, { from: '#27303b', to: '#3c4856' }) : null;
  }
  return device(key);
}

/** The image keys of a device's pictures in a colour: front first, then its side or back. */
export function deviceImageKeys(kind: string, colour: string): string[] {
  const drawings = devices[kind];
  if (!drawings) throw new Error(`No drawing for device kind ${kind}`);
  return [`${kind}-front-${colour}`, `${kind}-${drawings.back ? 'back' : 'side'}-${colour}`];
}

export const gradeImageKey = (grade: string) => `grade-${grade}`;
