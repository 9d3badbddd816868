/** Shared pieces of the device drawings (SVG on a 1200×900 canvas). */
export type Draw = (colour: string) => string;

export const screen = (x: number, y: number, w: number, h: number, radius = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="url(#wall)"/>`;

/** The apple mark, drawn with simple shapes (two lobes, a bottom and a leaf). */
export const logo = (cx: number, cy: number, r: number, fill: string) =>
  `<g fill="${fill}"><circle cx="${cx - r * 0.42}" cy="${cy}" r="${r * 0.62}"/><circle cx="${cx + r * 0.42}" cy="${cy}" r="${r * 0.62}"/>` +
  `<ellipse cx="${cx}" cy="${cy + r * 0.35}" rx="${r * 0.78}" ry="${r * 0.6}"/>` +
  `<ellipse cx="${cx + r * 0.18}" cy="${cy - r * 0.95}" rx="${r * 0.2}" ry="${r * 0.36}" transform="rotate(35 ${cx + r * 0.18} ${cy - r * 0.95})"/></g>`;

export const groundShadow = (cx: number, cy: number, rx: number, ry = 22) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.22"/>`;
