/**
 * For a suite on a database of its own (PGlite in process, or an API process of its own on PGlite):
 * neither the phase's API nor its database is what it tests, so the PostgreSQL phase would run it again the same
 * way. It runs once, in the PGlite phase (test/run-all sets TEST_DATABASE_URL in the PostgreSQL phase only).
 */
export const onItsOwnDatabase = {
  skip: process.env.TEST_DATABASE_URL ? 'on a database of its own: runs in the PGlite phase' : false,
} as const;
