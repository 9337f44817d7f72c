import type * as GraphQL from 'graphql'
import type { PayloadRequest } from 'payload'
import { type CardsArgs, runCards } from './run-cards'
import { type ListingArgs, runListing } from './run-listing'

type GraphqlModule = typeof GraphQL

/**
 * `IndexCards(collection, region, locale, where, sort, limit)`: cards chosen by attributes, for the
 * filtered grid and the product finder.
 * `FacetListing(template, region, locale, refinements, sort, page)`: a facet template's listing from
 * the public index. Anyone may ask (the results are what search already shows); the template is read
 * published and only in its regions.
 */
export function facetListingQueries(
  graphql: GraphqlModule,
  hit: GraphQL.GraphQLObjectType,
): Record<string, unknown> {
  const {
    GraphQLBoolean,
    GraphQLFloat,
    GraphQLInputObjectType,
    GraphQLInt,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLString,
  } = graphql
  const nonNull = <T extends GraphQL.GraphQLType>(type: T) => new GraphQLNonNull(type)
  const list = <T extends GraphQL.GraphQLType>(type: T) => nonNull(new GraphQLList(nonNull(type)))
  const refinement = new GraphQLInputObjectType({
    name: 'FacetRefinementInput',
    fields: {
      attribute: { type: nonNull(GraphQLString) },
      values: { type: new GraphQLList(nonNull(GraphQLString)) },
      min: { type: GraphQLFloat },
      max: { type: GraphQLFloat },
    },
  })
  const option = new GraphQLObjectType({
    name: 'FacetOption',
    fields: {
      value: { type: nonNull(GraphQLString) },
      label: { type: nonNull(GraphQLString) },
      count: { type: nonNull(GraphQLInt) },
      selected: { type: nonNull(GraphQLBoolean) },
    },
  })
  const range = new GraphQLObjectType({
    name: 'FacetRange',
    fields: {
      min: { type: GraphQLFloat },
      max: { type: GraphQLFloat },
      selectedMin: { type: GraphQLFloat },
      selectedMax: { type: GraphQLFloat },
    },
  })
  const filter = new GraphQLObjectType({
    name: 'FacetFilter',
    fields: {
      attribute: { type: nonNull(GraphQLString) },
      name: { type: nonNull(GraphQLString) },
      type: { type: nonNull(GraphQLString) },
      operator: { type: nonNull(GraphQLString) },
      unitLabel: { type: GraphQLString },
      options: { type: list(option) },
      range: { type: range },
    },
  })
  const sort = new GraphQLObjectType({
    name: 'FacetSort',
    fields: {
      key: { type: nonNull(GraphQLString) },
      name: { type: nonNull(GraphQLString) },
      by: { type: nonNull(GraphQLString) },
      direction: { type: nonNull(GraphQLString) },
    },
  })
  const answer = new GraphQLObjectType({
    name: 'FacetListingResults',
    fields: {
      kind: { type: nonNull(GraphQLString) },
      name: { type: nonNull(GraphQLString) },
      resultsTitle: { type: GraphQLString },
      total: { type: nonNull(GraphQLInt) },
      page: { type: nonNull(GraphQLInt) },
      pageCount: { type: nonNull(GraphQLInt) },
      sort: { type: GraphQLString },
      sorts: { type: list(sort) },
      filters: { type: list(filter) },
      hits: { type: list(hit) },
    },
  })
  const cards = new GraphQLObjectType({
    name: 'IndexCardsResults',
    fields: { total: { type: nonNull(GraphQLInt) }, hits: { type: list(hit) } },
  })
  return {
    IndexCards: {
      type: nonNull(cards),
      args: {
        collection: { type: nonNull(GraphQLString) },
        region: { type: nonNull(GraphQLString) },
        locale: { type: nonNull(GraphQLString) },
        where: { type: new GraphQLList(nonNull(refinement)) },
        sort: { type: GraphQLString },
        limit: { type: GraphQLInt },
      },
      resolve: (_root: unknown, args: CardsArgs, context: { req: PayloadRequest }) =>
        runCards(context.req.payload, args),
    },
    FacetListing: {
      type: answer,
      args: {
        template: { type: nonNull(GraphQLInt) },
        region: { type: nonNull(GraphQLString) },
        locale: { type: nonNull(GraphQLString) },
        refinements: { type: new GraphQLList(nonNull(refinement)) },
        sort: { type: GraphQLString },
        page: { type: GraphQLInt, defaultValue: 1 },
      },
      resolve: (_root: unknown, args: ListingArgs, context: { req: PayloadRequest }) =>
        runListing(context.req.payload, args),
    },
  }
}
