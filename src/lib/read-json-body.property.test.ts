import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileObjectText,
  jsonToken,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../tests/helpers/hostile-input'
import { readJsonBody } from './read-json-body'

const LIMIT = 256
const encoder = new TextEncoder()
const text = fc.oneof(
  hostileObjectText({
    regionId: fc.constant('us'),
    items: fc.array(fc.string(), { maxLength: 3 }),
  }),
  jsonToken,
  fc.string({ maxLength: 40 }),
)
const bytes = fc.oneof(
  { weight: 4, arbitrary: text.map((value) => encoder.encode(value)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
)
// A declared length may be missing, true, smaller or larger than the body, or junk.
const declared = fc.option(fc.constantFrom('0', '10', '257', '1e309', '-1', 'abc', 'true'), {
  nil: undefined,
})

function expectedOf(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return 'invalid'
  }
}

describe('readJsonBody under hostile bodies (fast-check)', () => {
  it(
    'never throws; answers too-large past the limit, else the JSON value or invalid',
    async () => {
      await fc.assert(
        fc.asyncProperty(bytes, declared, async (body, length) => {
          const headers: Record<string, string> =
            length === undefined ? {} : { 'content-length': length }
          const request = new Request('http://site.test/api', { method: 'POST', body, headers })
          const read = await readJsonBody(request, LIMIT)
          const declaredTooLarge = Number(length ?? '') > LIMIT && Number.isFinite(Number(length))
          if (body.byteLength > LIMIT || declaredTooLarge) {
            expect(read).toEqual({ ok: false, error: 'too-large' })
            return
          }
          const expected = expectedOf(body)
          expect(read).toEqual(
            expected === 'invalid'
              ? { ok: false, error: 'invalid' }
              : { ok: true, value: expected },
          )
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
