import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../access', () => ({
  isTrustedReader: (req: { trusted?: boolean }) => req.trusted === true,
}))

const { publicGraphqlRules } = await import('./graphql-rules')

const schema = buildSchema(`
  type Product { id: ID, sku: String, related: [Product] }
  type Products { docs: [Product], totalDocs: Int }
  type Query { Products(limit: Int): Products, Product(id: ID): Product }
`)

const errorsOf = (
  query: string,
  req?: { trusted?: boolean },
  variableValues?: Record<string, unknown>,
) =>
  validate(
    schema,
    parse(query),
    publicGraphqlRules({ contextValue: req ? { req } : undefined, variableValues }),
  ).map((error) => error.message)

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`

describe('publicGraphqlRules', () => {
  it('lets one list of 100 documents through', () => {
    expect(errorsOf('{ Products(limit: 100) { docs { id sku } } }')).toEqual([])
  })

  it('counts documents, not fields: two lists of 100 are too expensive, also through variables', () => {
    expect(errorsOf(aliases(2, 'Products(limit: 100) { docs { id } }')).join()).toMatch(
      /too expensive/,
    )
    expect(
      errorsOf(
        'query ($n: Int) { a: Products(limit: $n) { docs { id } } b: Products(limit: $n) { docs { id } } }',
        undefined,
        { n: 100 },
      ).join(),
    ).toMatch(/too expensive/)
  })

  it('prices a limit past the cap as the cap, and a missing or negative one as the default', () => {
    expect(errorsOf('{ Products(limit: 100000) { docs { id } } }')).toEqual([])
    expect(errorsOf(aliases(10, 'Products(limit: -5) { docs { id } }'))).toEqual([])
  })

  it('refuses many aliases of a cheap field, and deep nesting', () => {
    expect(errorsOf(aliases(500, 'Product(id: 1) { id }')).join()).toMatch(/alias/i)
    const deep = `{ Product(id: 1) { ${'related { '.repeat(14)}id${' }'.repeat(14)} } }`
    expect(errorsOf(deep).join()).toMatch(/depth/i)
  })

  it('does not hold editors or the site’s own reads to the caps', () => {
    expect(
      errorsOf(aliases(500, 'Products(limit: 100) { docs { id } }'), { trusted: true }),
    ).toEqual([])
  })
})
