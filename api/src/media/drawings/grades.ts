import { createRandom } from '../../seed/random.js';

/** How much wear a grade's close-up shows: hairline scratches, dents and scuffed patches. */
const wear: Record<string, { scratches: number; longest: number; dents: number; scuffs: number; seed: number }> = {
  excellent: { scratches: 0, longest: 0, dents: 0, scuffs: 0, seed: 11 },
  'very-good': { scratches: 3, longest: 45, dents: 0, scuffs: 0, seed: 22 },
  fair: { scratches: 16, longest: 170, dents: 2, scuffs: 0, seed: 33 },
  bad: { scratches: 34, longest: 280, dents: 5, scuffs: 5, seed: 44 },
};

export const gradeSlugs = Object.keys(wear);

/** A close-up of an aluminium lid corner with the marks a grade allows; null for an unknown grade. */
export function gradeCloseUp(grade: string): string | null {
  const marks = wear[grade];
  if (!marks) return null;
  const random = createRandom(marks.seed);
  let svg =
    '<defs><linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eceef0"/><stop offset="0.55" stop-color="#d3d6d9"/><stop offset="1" stop-color="#b8bcc1"/></linearGradient>' +
    '<radialGradient id="dent" cx="0.4" cy="0.4" r="0.6"><stop offset="0" stop-color="#8d9298"/><stop offset="0.7" stop-color="#c3c7cb"/><stop offset="1" stop-color="#f4f5f6"/></radialGradient>' +
    '<filter id="soft"><feGaussianBlur stdDeviation="9"/></filter></defs>' +
    '<path d="M0 110 H960 Q1100 110 1100 250 V900 H0 Z" fill="url(#metal)"/>' +
    '<path d="M0 128 H958 Q1082 128 1082 252 V900" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5" fill="none"/>';
  for (let i = 0; i < marks.scuffs; i += 1) {
    svg += `<ellipse cx="${random.int(80, 1000)}" cy="${random.int(220, 840)}" rx="${random.int(50, 110)}" ry="${random.int(20, 50)}" fill="#7b8087" opacity="0.45" filter="url(#soft)"/>`;
  }
  if (marks.scuffs) svg += '<path d="M900 110 Q1100 110 1100 300 L1070 300 Q1068 142 905 140 Z" fill="#6f747a" opacity="0.8"/>';
  for (let i = 0; i < marks.dents; i += 1) {
    const r = random.int(28, 60);
    svg += `<ellipse cx="${random.int(120, 980)}" cy="${random.int(260, 820)}" rx="${r}" ry="${Math.round(r * 0.75)}" fill="url(#dent)"/>`;
  }
  for (let i = 0; i < marks.scratches; i += 1) {
    const x = random.int(60, 1000);
    const y = random.int(200, 860);
    const length = random.int(Math.min(20, marks.longest), marks.longest);
    const angle = (random.next() - 0.5) * Math.PI;
    const dx = Math.round(Math.cos(angle) * length);
    const dy = Math.round(Math.sin(angle) * length);
    svg +=
      `<line x1="${x + 2}" y1="${y + 2}" x2="${x + dx + 2}" y2="${y + dy + 2}" stroke="#5d6268" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>` +
      `<line x1="${x}" y1="${y}" x2="${x + dx}" y2="${y + dy}" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`;
  }
  if (!marks.scratches)
    svg += '<path d="M120 820 L760 180" stroke="#ffffff" stroke-opacity="0.35" stroke-width="60" stroke-linecap="round"/>';
  return svg;
}
