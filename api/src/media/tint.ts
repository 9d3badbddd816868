const channels = (hex: string) => [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
const toHex = (values: number[]) =>
  `#${values
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** A colour moved towards white (amount > 0) or black (amount < 0), for edges, shadows and lit faces. */
export function tint(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const share = Math.abs(amount);
  return toHex(channels(hex).map((value) => value + (target - value) * share));
}
