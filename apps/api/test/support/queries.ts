import type { CompiledQuery, Kysely, KyselyPlugin, RootOperationNode } from 'kysely';
import type { Database } from '../../src/db/schema.js';

type QueryId = Parameters<KyselyPlugin['transformQuery']>[0]['queryId'];

/**
 * `db` that records every query run through it; `compiled()` gives them as SQL with their
 * parameters, to EXPLAIN what a repository function ran.
 */
export function recordingQueries(db: Kysely<Database>) {
  const nodes: { node: RootOperationNode; queryId: QueryId }[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => (nodes.push(args), args.node),
    transformResult: async ({ result }) => result,
  };
  const recording = db.withPlugin(recorder);
  return {
    db: recording,
    compiled: (): CompiledQuery[] =>
      nodes.map(({ node, queryId }) => recording.getExecutor().compileQuery(node, queryId)),
  };
}
