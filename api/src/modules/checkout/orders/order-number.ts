import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';

/** No 0/O, 1/I/L: a number read out on the phone is not misheard. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** RM-XXXX-XXXX: random, so that numbers do not reveal how many orders the shop takes (31^8 ≈ 8.5·10^11). */
export function randomOrderNumber(): string {
  const pick = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `RM-${pick()}-${pick()}`;
}

/** A number no order has yet (the unique constraint still guards the astronomically rare race). */
export async function freeOrderNumber(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const number = randomOrderNumber();
    const taken = await db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirst();
    if (!taken) return number;
  }
}
