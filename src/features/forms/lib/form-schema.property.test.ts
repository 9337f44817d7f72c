import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileBody,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import type { FormField } from '@/content/forms'
import { extensionKey, fieldKey, VALUE_LIMITS } from './field-keys'
import { firstErrors, isHoneypotFilled, leadFormSchema } from './form-schema'
import { OPTIONS, testField } from './test-fields'

const FIELDS: FormField[] = [
  testField('text', { required: true }),
  testField('textarea'),
  testField('email', { required: true }),
  testField('number'),
  testField('date'),
  testField('phone'),
  testField('dropdown', { options: OPTIONS }),
  testField('radio', { options: OPTIONS }),
  testField('checkbox', { options: OPTIONS }),
  testField('single-checkbox', { required: true }),
  testField('hidden', { defaultValue: 'campaign-7' }),
  testField('honeypot', { name: 'website' }),
]
const KEYS = new Set(FIELDS.flatMap((field) => [fieldKey(field.name), extensionKey(field.name)]))

const values = hostileBody({
  text: hostileString(fc.constantFrom('Dana', '  Dana  ')),
  textarea: hostileString(),
  email: hostileString(fc.constantFrom('dana@example.com', ' dana@example.com ')),
  number: hostileString(fc.constantFrom('12', '-0.5', '1e3')),
  date: hostileString(fc.constantFrom('2025-02-28', '2025-02-30')),
  phone: hostileString(fc.constantFrom('(617) 555-0199', '+44 20 7946 0958')),
  'phone-extension': hostileString(fc.constantFrom('12', 'x')),
  dropdown: fc.constantFrom('a', 'b', 'c'),
  radio: fc.constantFrom('a', 'z'),
  checkbox: fc.oneof(
    fc.constantFrom('a', 'b'),
    fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 4 }),
  ),
  'single-checkbox': fc.constantFrom(true, 'on', '1', false, 'yes'),
  hidden: hostileString(),
  website: fc.constantFrom('', 'http://spam.test', false),
})

describe('a lead form body under hostile input (fast-check)', () => {
  it(
    'never throws; what passes keeps only the form fields, trimmed and within limits',
    () => {
      const schema = leadFormSchema(FIELDS, 'US')
      fc.assert(
        fc.property(values, (body) => {
          const record = (body ?? {}) as Record<string, unknown>
          if (typeof body === 'object' && body !== null) isHoneypotFilled(FIELDS, record)
          const parsed = schema.safeParse(body)
          if (!parsed.success) {
            for (const key of Object.keys(firstErrors(parsed.error)))
              expect(key === 'form' || KEYS.has(key)).toBe(true)
            return
          }
          for (const [key, value] of Object.entries(parsed.data)) {
            expect(KEYS.has(key)).toBe(true)
            if (typeof value === 'string') {
              expect(value).toBe(value.trim())
              expect(codePoints(value)).toBeLessThanOrEqual(VALUE_LIMITS.textarea)
            }
            if (Array.isArray(value)) for (const item of value) expect(['a', 'b']).toContain(item)
          }
          expect(parsed.data.hidden).toBe('campaign-7')
          expect(['a', 'b', '']).toContain(parsed.data.dropdown)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
