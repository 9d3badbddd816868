/** Whole euros typed by the seller → cents; null when it is not a price from €1 to €100,000. */
export function proposedCents(text: string): number | null {
  const value = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const cents = Math.round(Number(value) * 100);
  return cents >= 100 && cents <= 10_000_000 ? cents : null;
}
