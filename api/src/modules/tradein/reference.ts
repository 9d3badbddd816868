import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L, U: read aloud over the phone without confusion. 30^12 ≈ 2^58 references.
const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Unguessable request reference, e.g. TR-7KQ4-M2XD-9PWA. */
export function newReference(): string {
  const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `TR-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Upper-cased, spaces removed; anything not shaped like a reference is rejected before a lookup. */
export function normaliseReference(input: string): string | null {
  const value = input.replace(/\s+/g, '').toUpperCase();
  return /^TR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(value) ? value : null;
}
