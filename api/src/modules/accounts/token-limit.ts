import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';
import { admit, uncount, type Admission, type Gate } from './throttle.js';

/**
 * Every login and every refresh writes an access and a refresh token (kept until a day after the refresh token's
 * month runs out), a login also a row of the account's login history, and a login costs a password hash. The failure
 * limits do not bound an account's owner, who can log in or refresh in a loop, so sessions issued count per account:
 * 60 an hour by default, where a browser refreshes every 10 minutes (six an hour per device). Counted before the
 * password is checked, also for unknown e-mails so that timing tells nothing, and taken back when it is wrong.
 */
function tokenGate(config: ApiConfig, account: string): Gate {
  const { perAccount, windowSeconds } = config.tokenLimit;
  return { scope: 'token-account', key: account, limit: perAccount, block: () => windowSeconds };
}

export function admitTokenIssue(db: Kysely<Database>, config: ApiConfig, tenantId: string, account: string): Promise<Admission> {
  return admit(db, tenantId, [tokenGate(config, account)], config.tokenLimit.windowSeconds);
}

export function uncountTokenIssue(db: Kysely<Database>, config: ApiConfig, tenantId: string, account: string): Promise<void> {
  return uncount(db, tenantId, tokenGate(config, account));
}
