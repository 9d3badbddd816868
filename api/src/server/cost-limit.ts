import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { operationCost } from './query-cost.js';

/**
 * Refuses an operation whose estimated cost is over the limit. It runs before execution rather than in
 * validation because validation results are cached per document, while the cost depends on the variables
 * (`first: $n`).
 */
export function costLimitPlugin(maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const cost = operationCost(args.schema, args.document, operation, args.variableValues);
      if (cost <= maxCost) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`Query is too expensive: cost ${cost}, the limit is ${maxCost}`, {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
          }),
        ],
      });
    },
  };
}
