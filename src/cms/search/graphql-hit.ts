import type * as GraphQL from 'graphql'

type GraphqlModule = typeof GraphQL

/** One document of the public index as GraphQL answers it; shared by site search and listings. */
export function indexHitType(graphql: GraphqlModule): GraphQL.GraphQLObjectType {
  const { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString } = graphql
  const nonNull = <T extends GraphQL.GraphQLType>(type: T) => new GraphQLNonNull(type)
  const link = new GraphQLObjectType({
    name: 'SiteSearchLink',
    fields: {
      relationTo: { type: nonNull(GraphQLString) },
      slug: { type: GraphQLString },
      sku: { type: GraphQLString },
      path: { type: GraphQLString },
    },
  })
  const image = new GraphQLObjectType({
    name: 'SiteSearchImage',
    fields: {
      url: { type: nonNull(GraphQLString) },
      alt: { type: nonNull(GraphQLString) },
      width: { type: nonNull(GraphQLInt) },
      height: { type: nonNull(GraphQLInt) },
    },
  })
  const hit = new GraphQLObjectType({
    name: 'SiteSearchHit',
    fields: {
      kind: { type: nonNull(GraphQLString) },
      collection: { type: nonNull(GraphQLString) },
      docId: { type: nonNull(GraphQLString) },
      title: { type: nonNull(GraphQLString) },
      sku: { type: GraphQLString },
      summary: { type: nonNull(GraphQLString) },
      link: { type: nonNull(link) },
      image: { type: image },
      date: { type: GraphQLString },
    },
  })
  return hit
}
