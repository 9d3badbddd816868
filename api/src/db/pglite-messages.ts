/** What the API thread asks of the embedded database's thread (pglite-worker.ts) and what it answers. */
export interface PgliteRequest {
  id: number;
  /** Without parameters a statement runs on the simple protocol, which accepts several statements (migrations). */
  sql?: string;
  parameters?: readonly unknown[];
  close?: true;
}

export type PgliteReply =
  // jsonColumns: the columns of JSON (or arrays of JSON) values, which cross as text.
  | { id: number; rows: Record<string, unknown>[]; affectedRows?: number; jsonColumns: string[] }
  | { id: number; error: PgliteError }
  | { id: number; closed: true }
  | { id: 0; ready: true };

/** A database error as plain data: message and PostgreSQL's fields (code, constraint, detail…). */
export type PgliteError = { message: string } & Record<string, string | number | undefined>;
