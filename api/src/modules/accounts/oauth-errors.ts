import type { Locale } from '../../lib/localize.js';

export type OAuthErrorCode =
  'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'slow_down' | 'invalid_token' | 'server_error';

const texts: Record<string, Record<Locale, string>> = {
  credentials: { el: 'Το email ή ο κωδικός πρόσβασης δεν είναι σωστά.', en: 'The email or password is incorrect.' },
  session: { el: 'Η σύνδεσή σας έληξε. Παρακαλούμε συνδεθείτε ξανά.', en: 'Your session has expired. Please log in again.' },
  limited: {
    el: 'Πάρα πολλές προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε λίγα λεπτά.',
    en: 'Too many login attempts. Please try again in a few minutes.',
  },
  sessions: {
    el: 'Πάρα πολλές συνδέσεις σε αυτόν τον λογαριασμό. Δοκιμάστε ξανά αργότερα.',
    en: 'Too many sign-ins to this account. Please try again later.',
  },
  missing: { el: 'Συμπληρώστε email και κωδικό πρόσβασης.', en: 'Please enter your email and password.' },
  grantType: { el: 'Μη υποστηριζόμενος τύπος αιτήματος.', en: 'Unsupported grant type.' },
  token: { el: 'Μη έγκυρο ή ληγμένο token.', en: 'The token is invalid or has expired.' },
  server: { el: 'Παρουσιάστηκε σφάλμα. Παρακαλούμε δοκιμάστε ξανά αργότερα.', en: 'An error occured. Please try again later.' },
};

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: OAuthErrorCode,
    readonly textKey: keyof typeof texts,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }

  /** RFC 6749 §5.2 body; error_description is a message the login page can show as is. */
  body(locale: Locale) {
    return { error: this.code, error_description: texts[this.textKey]![locale], ...this.extra };
  }
}
