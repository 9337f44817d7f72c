import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql'
import {
  type ComplexityEstimator,
  createComplexityRule,
  simpleEstimator,
} from 'graphql-query-complexity'
import type { PayloadRequest } from 'payload'
import { isTrustedReader } from '../access'
import { clampLimit, PUBLIC_API_LIMITS } from './limits'

/** A list field costs a document and its children once per document it may return: the `limit` it will really get. */
const perDocumentEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((arg) => arg.name === 'limit')) return undefined
  return 1 + (PUBLIC_API_LIMITS.graphql.documentCost + childComplexity) * clampLimit(args.limit)
}

interface ExecutionArgs {
  contextValue?: unknown
  variableValues?: Record<string, unknown> | null
}

// Payload's own complexity rule counts fields, not rows: a few aliases of a 100-document list could
// keep the process busy for minutes.
export function publicGraphqlRules(args: ExecutionArgs): ValidationRule[] {
  const req = (args.contextValue as { req?: PayloadRequest } | undefined)?.req
  if (req && isTrustedReader(req)) return []
  const { maxAliases, maxDepth, maxCost } = PUBLIC_API_LIMITS.graphql
  // The armor rules throw by default, which graphql-http answers with a 500; report instead.
  const report = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
    ],
  }
  return [
    maxAliasesRule({ n: maxAliases, exposeLimits: true, ...report }),
    maxDepthRule({ n: maxDepth, exposeLimits: true, flattenFragments: true, ...report }),
    createComplexityRule({
      maximumComplexity: maxCost,
      variables: args.variableValues ?? {},
      estimators: [perDocumentEstimator, simpleEstimator({ defaultComplexity: 1 })],
      createError: (max, actual) =>
        new GraphQLError(
          `Query is too expensive: its cost is ${actual}, the most one request may cost is ${max}.`,
        ),
    }),
  ]
}
