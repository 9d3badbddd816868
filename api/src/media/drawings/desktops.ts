import { tint } from '../tint.js';
import { groundShadow, logo, screen, type Draw } from './parts.js';

/** iMac 24" (Apple silicon): white bezel, a chin in a lighter tone of its colour, a stand in its colour. */
const imacFront: Draw = (c) =>
  groundShadow(600, 812, 200, 14) +
  `<path d="M545 660 L655 660 L685 800 L515 800 Z" fill="${tint(c, -0.12)}"/>` +
  `<rect x="470" y="796" width="260" height="14" rx="7" fill="${tint(c, -0.22)}"/>` +
  `<rect x="240" y="100" width="720" height="570" rx="20" fill="${tint(c, -0.08)}"/>` +
  `<rect x="246" y="106" width="708" height="460" rx="16" fill="#f7f7f7"/>` +
  screen(268, 128, 664, 416, 4) +
  `<path d="M246 560 H954 V644 Q954 664 934 664 H266 Q246 664 246 644 Z" fill="${tint(c, 0.3)}"/>`;

/** iMac 24" from behind: the whole back in the colour, with the apple mark. */
const imacBack: Draw = (c) =>
  groundShadow(600, 812, 200, 14) +
  `<path d="M545 560 L655 560 L685 800 L515 800 Z" fill="${tint(c, -0.18)}"/>` +
  `<rect x="470" y="796" width="260" height="14" rx="7" fill="${tint(c, -0.25)}"/>` +
  `<rect x="240" y="100" width="720" height="570" rx="20" fill="${c}"/>` +
  logo(600, 380, 70, tint(c, -0.2)) +
  `<circle cx="600" cy="610" r="14" fill="${tint(c, -0.3)}"/>`;

/** iMac with Intel: black glass to the edges, an aluminium chin with the apple mark, a sloping aluminium foot. */
const imacIntelFront: Draw = (c) =>
  groundShadow(600, 818, 210, 14) +
  `<path d="M530 680 L670 680 L705 808 L495 808 Z" fill="${tint(c, -0.15)}"/>` +
  `<rect x="230" y="90" width="740" height="600" rx="18" fill="${c}"/>` +
  `<rect x="236" y="96" width="728" height="474" rx="14" fill="#0d0d0d"/>` +
  screen(266, 122, 668, 420, 2) +
  logo(600, 628, 26, tint(c, -0.35));

const imacIntelBack: Draw = (c) =>
  groundShadow(600, 818, 210, 14) +
  `<path d="M530 560 L670 560 L705 808 L495 808 Z" fill="${tint(c, -0.18)}"/>` +
  `<rect x="230" y="90" width="740" height="600" rx="18" fill="${tint(c, -0.04)}"/>` +
  `<circle cx="600" cy="470" r="250" fill="${c}"/>` +
  logo(600, 360, 64, tint(c, -0.28)) +
  `<rect x="440" y="640" width="320" height="10" rx="5" fill="${tint(c, -0.4)}"/>`;

/** An isometric square box: top face, then the two faces towards the viewer; returns the SVG and the faces' transforms. */
function box(c: string, half: number, top: number, height: number) {
  const slope = 0.3667;
  const left = 600 - half;
  const middle = top + half * slope * 2;
  const side = top + half * slope;
  const frontLeft = `matrix(1 ${slope} 0 1 ${left} ${side})`;
  const frontRight = `matrix(1 ${-slope} 0 1 600 ${middle})`;
  const svg =
    groundShadow(600, middle + height + 10, half * 1.05, 26) +
    `<path d="M600 ${top} L${600 + half} ${side} L600 ${middle} L${left} ${side} Z" fill="${tint(c, 0.12)}"/>` +
    `<g transform="${frontLeft}"><rect width="${half}" height="${height}" fill="${tint(c, -0.12)}"/></g>` +
    `<g transform="${frontRight}"><rect width="${half}" height="${height}" fill="${tint(c, -0.25)}"/></g>` +
    `<g transform="translate(600 ${side}) scale(1 ${slope * 1.6})">${logo(0, 0, half * 0.16, tint(c, -0.1))}</g>`;
  return { svg, frontLeft, frontRight };
}

/** Mac mini: a low, wide square with a single status light. */
const miniFront: Draw = (c) => {
  const { svg, frontLeft } = box(c, 330, 250, 70);
  return svg + `<g transform="${frontLeft}"><circle cx="300" cy="40" r="5" fill="#7dff9a"/></g>`;
};

/** Mac Studio: a tall square with two USB-C ports and an SD slot in front and a ventilated foot. */
const studioFront: Draw = (c) => {
  const { svg, frontLeft, frontRight } = box(c, 250, 190, 230);
  const vents = (transform: string) =>
    `<g transform="${transform}"><rect y="206" width="250" height="24" fill="${tint(c, -0.4)}"/>` +
    Array.from({ length: 20 }, (_, i) => `<circle cx="${8 + i * 12}" cy="218" r="3" fill="#111"/>`).join('') +
    '</g>';
  return (
    svg +
    vents(frontLeft) +
    vents(frontRight) +
    `<g transform="${frontLeft}"><rect x="40" y="120" width="22" height="9" rx="4" fill="#1d1d1f"/><rect x="80" y="120" width="22" height="9" rx="4" fill="#1d1d1f"/>` +
    `<rect x="150" y="122" width="56" height="6" rx="3" fill="#1d1d1f"/><circle cx="230" cy="170" r="4" fill="#fff"/></g>`
  );
};

/** iPad: a colour frame round a black border and the screen, front camera on top. */
const ipadFront: Draw = (c) =>
  groundShadow(600, 820, 240, 14) +
  `<rect x="380" y="90" width="440" height="710" rx="42" fill="${tint(c, -0.1)}"/>` +
  `<rect x="388" y="98" width="424" height="694" rx="36" fill="#111"/>` +
  screen(408, 118, 384, 654, 18) +
  `<circle cx="600" cy="108" r="5" fill="#333"/>`;

const ipadBack: Draw = (c) =>
  groundShadow(600, 820, 240, 14) +
  `<rect x="380" y="90" width="440" height="710" rx="42" fill="${c}"/>` +
  logo(600, 430, 52, tint(c, -0.18)) +
  `<rect x="416" y="126" width="70" height="70" rx="18" fill="${tint(c, -0.15)}"/><circle cx="451" cy="161" r="20" fill="#1d1d1f"/>`;

export const desktops: Record<string, { front: Draw; back?: Draw }> = {
  imac: { front: imacFront, back: imacBack },
  'imac-intel': { front: imacIntelFront, back: imacIntelBack },
  'mac-mini': { front: miniFront },
  'mac-studio': { front: studioFront },
  ipad: { front: ipadFront, back: ipadBack },
};
