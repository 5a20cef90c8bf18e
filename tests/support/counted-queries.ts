import type { Kysely, KyselyPlugin, QueryId, RootOperationNode } from "kysely";

/**
 * The same database, through a plugin that keeps the SQL of every query it runs, in order: what
 * a test asserts to show how many round trips a piece of work makes.
 */
export function countingQueries<Schema>(db: Kysely<Schema>): { db: Kysely<Schema>; executed: string[] } {
  const executed: string[] = [];
  const compiling = new Map<QueryId, RootOperationNode>();
  const counting: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      compiling.set(queryId, node);
      return node;
    },
    // Called once per query the database answers.
    async transformResult({ result, queryId }) {
      const node = compiling.get(queryId);
      compiling.delete(queryId);
      executed.push(node ? db.getExecutor().compileQuery(node, queryId).sql : "(a query compiled elsewhere)");
      return result;
    },
  };
  return { db: db.withPlugin(counting), executed };
}
