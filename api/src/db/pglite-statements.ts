import { parse, protocol, type messages, type PGlite, type Results } from '@electric-sql/pglite';
import { GENERIC_PLANS, isStaleResultType } from './prepared-statements.js';

interface Prepared {
  name: string;
  parameterTypes: number[];
  /** The statement's rowDescription message, which runs of a named statement do not repeat (none: no rows). */
  rowDescription: messages.BackendMessage | undefined;
}

const noRows: Results = { rows: [], fields: [], affectedRows: 0 };

function concat(...messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

/**
 * Statements on PGlite as the pool runs them on a server (prepared-statements.ts): each one with parameters is
 * parsed and planned once (GENERIC_PLANS) under a name, then bound and executed in one trip into PGlite. PGlite's
 * own query() parses, describes and plans on every run, in six trips (a product page: 3.5 ms a statement, 1.9 ms
 * prepared).
 * PGlite's files are written as they change (NodeFS, MemoryFS), so there is nothing to sync after a run.
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Prepared | 'unprepared'>();
  private genericPlans = false;

  constructor(
    private readonly client: PGlite,
    private readonly maxPrepared = 500,
  ) {}

  async run(sql: string, parameters: readonly unknown[]): Promise<Results> {
    // Without parameters, the simple protocol, which accepts several statements (migrations).
    if (!parameters.length) return (await this.client.exec(sql)).at(-1) ?? noRows;
    const known = this.statements.get(sql);
    if (known === 'unprepared' || (!known && this.statements.size >= this.maxPrepared)) {
      return this.client.query(sql, [...parameters]);
    }
    const statement = known ?? (await this.prepare(sql));
    try {
      return await this.execute(statement, parameters);
    } catch (error) {
      // A migration changed the columns of a `select *` prepared before it: PostgreSQL refuses it before it runs.
      if (!isStaleResultType(error)) throw error;
      this.statements.set(sql, 'unprepared');
      return this.client.query(sql, [...parameters]);
    }
  }

  private async prepare(sql: string): Promise<Prepared> {
    if (!this.genericPlans) {
      await this.client.exec(GENERIC_PLANS);
      this.genericPlans = true;
    }
    const name = `s${this.statements.size}`;
    const { serialize } = protocol;
    const described = await this.client.runExclusive(() =>
      this.client.execProtocolStream(
        concat(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()),
      ),
    );
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  private async execute({ name, parameterTypes, rowDescription }: Prepared, parameters: readonly unknown[]): Promise<Results> {
    const values = parameters.map((value, index) => {
      if (value == null) return null;
      const serializer = this.client.serializers[parameterTypes[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const ran = await this.client.runExclusive(() =>
      this.client.execProtocolStream(concat(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync())),
    );
    return parse.parseResults(rowDescription ? [rowDescription, ...ran] : ran, this.client.parsers)[0] ?? noRows;
  }
}
