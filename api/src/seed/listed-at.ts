/** The day the seeded catalogue was last restocked; products were listed over the 120 days before it. */
const RESTOCKED = Date.UTC(2025, 10, 1);
const LISTING_DAYS = 120;

/**
 * When a product went on sale: spread by its slug over the listing period, Macs and accessories alike, so the
 * newest products (home "new arrivals") are a mix and not the kind seeded last. A hash, not the seed's random
 * sequence, so that stock and prices stay as they were.
 */
export function listedAt(slug: string): Date {
  let hash = 0x811c9dc5;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const day = hash % LISTING_DAYS;
  const minute = (hash >>> 8) % 1440;
  return new Date(RESTOCKED - day * 86_400_000 - minute * 60_000);
}
