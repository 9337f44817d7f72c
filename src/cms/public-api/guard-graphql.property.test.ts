import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileObjectText,
  hostileString,
  jsonToken,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../tests/helpers/hostile-input'
import { guardGraphql } from './guard-graphql'

// Payload's endpoint stands in: this is about the body the guard reads before it.
const guarded = guardGraphql(async () => Response.json({ data: null }))
const query = hostileString(
  fc.oneof(
    fc.constantFrom('{ Products { docs { id } } }', 'query { a b c }', '{', '"""', '# x'),
    fc
      .array(fc.constantFrom('{', '}', 'a', '(', ')', ':', '$x', '...', '"s"', ' '), {
        maxLength: 30,
      })
      .map((parts) => parts.join('')),
  ),
)
const body = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileObjectText({
      query,
      variables: fc.jsonValue({ maxDepth: 2 }),
      operationName: hostileString(),
    }),
  },
  { weight: 1, arbitrary: jsonToken },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
)

describe('POST /api/graphql body under hostile input (fast-check)', () => {
  it(
    'answers below 500: broken or shapeless bodies 400, the rest reach the endpoint',
    async () => {
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const response = await guarded(
            new Request('http://site.test/api/graphql', { method: 'POST', body: text }),
          )
          expect([200, 400]).toContain(response.status)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
