import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PgliteStatements } from './pglite-statements.js';
import type { PgliteError, PgliteReply, PgliteRequest } from './pglite-messages.js';

// The embedded database's own thread: statements run here, on a core of their own, while the API thread answers.
const port = parentPort!;
// json, jsonb and their arrays (json[] 199, jsonb[] 3807).
const jsonTypes = new Set<number>([types.JSON, types.JSONB, 199, 3807]);
// JSON crosses to the API thread as text: a string is copied at once, a parsed tree is cloned node by node.
const asText = (text: string) => text;

function plainError(error: unknown): PgliteError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: PgliteError = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return fields;
}

async function answer(statements: PgliteStatements, request: PgliteRequest): Promise<PgliteReply> {
  const result = await statements.run(request.sql!, request.parameters ?? []);
  const jsonColumns = result.fields.filter((field) => jsonTypes.has(field.dataTypeID)).map((field) => field.name);
  return { id: request.id, rows: result.rows as Record<string, unknown>[], affectedRows: result.affectedRows, jsonColumns };
}

try {
  const client = await PGlite.create({
    dataDir: workerData.dataDir as string,
    extensions: { pg_trgm, unaccent },
    parsers: { [types.JSON]: asText, [types.JSONB]: asText },
  });
  const statements = new PgliteStatements(client);
  port.on('message', (request: PgliteRequest) => {
    if (request.close) {
      void client.close().then(() => port.postMessage({ id: request.id, closed: true } satisfies PgliteReply));
      return;
    }
    answer(statements, request).then(
      (reply) => port.postMessage(reply),
      (error: unknown) => port.postMessage({ id: request.id, error: plainError(error) } satisfies PgliteReply),
    );
  });
  port.postMessage({ id: 0, ready: true } satisfies PgliteReply);
} catch (error) {
  port.postMessage({ id: 0, error: plainError(error) } satisfies PgliteReply);
}
