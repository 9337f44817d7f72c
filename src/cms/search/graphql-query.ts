import type * as GraphQL from 'graphql'
import type { PayloadRequest } from 'payload'
import { runSearch } from './run-search'
import { SEARCH_KINDS } from './search-entry'

type GraphqlModule = typeof GraphQL

/** `SiteSearch(query, region, locale, tab, page)`: the public index, for the site and any other channel. */
export function siteSearchQueries(
  graphql: GraphqlModule,
  hit: GraphQL.GraphQLObjectType,
): Record<string, unknown> {
  const {
    GraphQLEnumType,
    GraphQLInt,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLString,
  } = graphql
  const nonNull = <T extends GraphQL.GraphQLType>(type: T) => new GraphQLNonNull(type)
  const tab = new GraphQLEnumType({
    name: 'SiteSearchTab',
    values: Object.fromEntries(['all', ...SEARCH_KINDS].map((value) => [value, { value }])),
  })
  const counts = new GraphQLObjectType({
    name: 'SiteSearchCounts',
    fields: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, { type: nonNull(GraphQLInt) }])),
  })
  const answer = new GraphQLObjectType({
    name: 'SiteSearchResults',
    fields: {
      total: { type: nonNull(GraphQLInt) },
      page: { type: nonNull(GraphQLInt) },
      pageCount: { type: nonNull(GraphQLInt) },
      counts: { type: nonNull(counts) },
      hits: { type: nonNull(new GraphQLList(nonNull(hit))) },
    },
  })
  return {
    SiteSearch: {
      type: nonNull(answer),
      args: {
        query: { type: nonNull(GraphQLString) },
        region: { type: nonNull(GraphQLString) },
        locale: { type: nonNull(GraphQLString) },
        tab: { type: tab, defaultValue: 'all' },
        page: { type: GraphQLInt, defaultValue: 1 },
      },
      resolve: (
        _root: unknown,
        args: { query: string; region: string; locale: string; tab: string; page: number },
        context: { req: PayloadRequest },
      ) => runSearch(context.req.payload, args),
    },
  }
}
