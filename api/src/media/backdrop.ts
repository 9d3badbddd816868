/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface Backdrop {
  from: string;
  to: string;
}

const light: Backdrop = { from: '#f3f5f8', to: '#dfe4eb' };
const dark: Backdrop = { from: '#27303b', to: '#3c4856' };

/** The weaker contrast of a colour against both ends of a backdrop's gradient. */
export const backdropContrast = (hex: string, backdrop: Backdrop) => Math.min(contrast(hex, backdrop.from), contrast(hex, backdrop.to));

/**
 * The backdrop a device of this colour stands out on: a white keyboard or a starlight MacBook on a pale grey
 * backdrop is invisible, so light devices get the dark one.
 */
export function backdropFor(hex: string): Backdrop {
  return backdropContrast(hex, light) >= backdropContrast(hex, dark) ? light : dark;
}
