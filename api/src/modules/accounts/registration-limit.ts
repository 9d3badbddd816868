import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';
import type { Locale } from '../../lib/localize.js';
import { admit, type Admission } from './throttle.js';

/**
 * New accounts per client address: every valid registration attempt counts (a taken e-mail too, so probing which
 * e-mails have accounts is as slow as creating accounts); past the limit the address waits for the window to end.
 */
export function admitRegistration(db: Kysely<Database>, config: ApiConfig, tenantId: string, address: string): Promise<Admission> {
  const { perAddress, windowSeconds } = config.registerLimit;
  return admit(db, tenantId, [{ scope: 'register', key: address, limit: perAddress, block: () => windowSeconds }], windowSeconds);
}

export const registrationLimitedText: Record<Locale, string> = {
  el: 'Πάρα πολλές εγγραφές από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.',
  en: 'Too many sign-ups from your connection. Please try again later.',
};
