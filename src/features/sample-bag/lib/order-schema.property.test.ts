import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileBody,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { storedSku } from '../../../../tests/helpers/stored-values'
import { isSku } from '@/lib/sku'
import { firstErrors, sampleOrderSchema } from './order-schema'

const MAX_ITEMS = 5
const schema = sampleOrderSchema({ maxItems: MAX_ITEMS, countries: ['US', 'CA'] })
const FIELDS = new Set(['form', ...Object.keys(schema.shape ?? {})])
const text = (...near: string[]) => hostileString(fc.constantFrom(...near))

const body = hostileBody({
  firstName: text('Dana', '  Dana '),
  lastName: text('Lee'),
  email: text('dana@example.com', 'dana@'),
  phone: text('(617) 555-0199', '+1 617 555 0199', '12'),
  phoneExtension: text('12', 'x1'),
  businessName: text('Harbor Grill'),
  businessType: text('restaurant', ''),
  street: text('1 Main St'),
  street2: text(''),
  city: text('Boston'),
  state: text('MA'),
  postcode: text('02110', '-1'),
  country: text('US', 'FR', ' us'),
  items: fc.array(storedSku, { maxLength: 7 }),
  regionId: text('us'),
  locale: text('en', 'EN'),
  idempotencyKey: fc.oneof(fc.uuid(), fc.constantFrom('not-a-uuid')),
})

describe('POST /api/sample-bag/orders body under hostile input (fast-check)', () => {
  it(
    'never throws; an order that passes is trimmed, bounded and names distinct SKUs',
    () => {
      fc.assert(
        fc.property(body, (value) => {
          const parsed = schema.safeParse(value)
          if (!parsed.success) {
            for (const key of Object.keys(firstErrors(parsed.error)))
              expect(FIELDS.has(key)).toBe(true)
            return
          }
          const order = parsed.data
          expect(order.items.length).toBeGreaterThanOrEqual(1)
          expect(order.items.length).toBeLessThanOrEqual(MAX_ITEMS)
          expect(new Set(order.items).size).toBe(order.items.length)
          expect(order.items.every(isSku)).toBe(true)
          expect(['US', 'CA']).toContain(order.country)
          for (const field of ['firstName', 'lastName', 'street', 'city', 'state'] as const) {
            expect(order[field]).toBe(order[field].trim())
            expect(codePoints(order[field])).toBeLessThanOrEqual(200)
          }
          expect(schema.parse(JSON.parse(JSON.stringify(order)))).toEqual(order)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
