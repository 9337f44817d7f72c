import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileBody,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { REGISTRATION_MAX_LENGTH } from './registration-fields'
import { registrationProblems, registrationSchema } from './registration-schema'

const schema = registrationSchema('US')
const FIELDS = new Set(['mode', ...Object.keys(REGISTRATION_MAX_LENGTH)])
const text = (...near: string[]) => hostileString(fc.constantFrom(...near))

const body = hostileBody({
  mode: fc.constantFrom('create', 'register', 'CREATE'),
  operationName: text('Harbor Grill', '  Harbor Grill '),
  contactName: text('Dana Lee'),
  email: text('dana@harborgrill.example'),
  phone: text('(617) 555-0199', '555'),
  postcode: text('02110', '-x'),
  businessType: text('restaurant'),
  customerNumber: text('C-1044'),
  message: text('Hello'),
  website: text('', 'http://spam.test'),
  idempotencyKey: fc.uuid(),
})

describe('POST /api/{program}/registration body under hostile input (fast-check)', () => {
  it(
    'never throws; a request that passes has a known mode and trimmed fields within limits',
    () => {
      fc.assert(
        fc.property(body, (value) => {
          const parsed = schema.safeParse(value)
          if (!parsed.success) {
            for (const field of Object.keys(registrationProblems(parsed.error)))
              expect(FIELDS.has(field)).toBe(true)
            return
          }
          expect(['create', 'register']).toContain(parsed.data.mode)
          for (const [field, max] of Object.entries(REGISTRATION_MAX_LENGTH)) {
            const entry: unknown = (parsed.data as Record<string, unknown>)[field]
            if (entry === undefined) continue
            expect(typeof entry).toBe('string')
            expect(codePoints(entry as string)).toBeLessThanOrEqual(max)
            expect(entry).toBe((entry as string).trim())
          }
          expect(schema.parse(JSON.parse(JSON.stringify(parsed.data)))).toEqual(parsed.data)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
