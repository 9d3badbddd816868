import { CompiledQuery, sql, type Kysely } from 'kysely';

/** A node of EXPLAIN's JSON plan, with the fields the tests read. */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Subplan Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

export const indexesOf = (node: PlanNode): string[] => nodesOf(node).flatMap((each) => (each['Index Name'] ? [each['Index Name']] : []));

/** Pages the node and the nodes under it read. */
export const pagesOf = (node: PlanNode) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);

type Explained = { 'QUERY PLAN': [{ Plan: PlanNode }] };

/** The plan made with the statement's values (as PGlite and a first run on PostgreSQL make it). */
export async function planOf<DB>(db: Kysely<DB>, statement: CompiledQuery, explain = 'format json'): Promise<PlanNode> {
  const { rows } = await db.executeQuery<Explained>(CompiledQuery.raw(`explain (${explain}) ${statement.sql}`, [...statement.parameters]));
  return rows[0]!['QUERY PLAN'][0].Plan;
}

/**
 * The plan PostgreSQL makes once for a prepared statement without its values (a generic plan, which the API's
 * prepared statements settle on), run with the statement's values. The database must have one session (PGlite).
 */
export async function genericPlanOf<DB>(db: Kysely<DB>, statement: CompiledQuery): Promise<PlanNode> {
  await db.executeQuery(CompiledQuery.raw(`prepare generic_plan_of as ${statement.sql}`));
  try {
    await sql`set plan_cache_mode = force_generic_plan`.execute(db);
    // EXECUTE takes its values written out, not bound.
    const values = statement.parameters.map((value) =>
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replaceAll("'", "''")}'`,
    );
    const { rows } = await db.executeQuery<Explained>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) execute generic_plan_of(${values.join(', ')})`),
    );
    return rows[0]!['QUERY PLAN'][0].Plan;
  } finally {
    await sql`reset plan_cache_mode`.execute(db);
    await sql`deallocate generic_plan_of`.execute(db);
  }
}
