import { describe, expect, it } from 'vitest'
import { firstErrors, sampleOrderFormSchema, sampleOrderSchema } from './order-schema'

const contact = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@bistro.example',
  phone: '(212) 555-0134',
  phoneExtension: '',
  businessName: 'Bistro Ana',
  businessType: 'restaurant',
  street: '12 Main St',
  street2: '',
  city: 'New York',
  state: 'NY',
  postcode: '10001',
  country: 'US',
}

const order = {
  ...contact,
  items: ['TF-10001', 'TF-10002'],
  regionId: 'us',
  locale: 'en',
  idempotencyKey: '4b7f8a52-2f0e-4d5b-9a55-0f3c1b0a9e11',
}

const schema = sampleOrderSchema({ maxItems: 5, countries: ['US'] })
const errorsOf = (value: unknown, s: { safeParse: typeof schema.safeParse } = schema) => {
  const result = s.safeParse(value)
  return result.success ? {} : firstErrors(result.error)
}

describe('sampleOrderSchema', () => {
  it('accepts a complete order and trims what was typed', () => {
    const result = schema.safeParse({
      ...order,
      firstName: '  Ana ',
      email: ' ana@bistro.example ',
    })
    expect(result.success).toBe(true)
    expect(result.data?.firstName).toBe('Ana')
    expect(result.data?.email).toBe('ana@bistro.example')
  })

  it('accepts an order without the optional fields', () => {
    const { phoneExtension, businessType, street2, ...rest } = order
    expect([phoneExtension, businessType, street2]).toHaveLength(3)
    expect(schema.safeParse(rest).success).toBe(true)
  })

  it('names every missing required field with the required message key', () => {
    expect(
      errorsOf({
        items: order.items,
        regionId: 'us',
        locale: 'en',
        idempotencyKey: order.idempotencyKey,
      }),
    ).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      businessName: 'validation.required',
      street: 'validation.required',
      city: 'validation.required',
      state: 'validation.required',
      postcode: 'validation.required',
      country: 'validation.required',
    })
  })

  it('treats blank text as missing', () => {
    expect(errorsOf({ ...order, firstName: '   ', city: '' })).toEqual({
      firstName: 'validation.required',
      city: 'validation.required',
    })
  })

  it('checks the email address', () => {
    expect(errorsOf({ ...order, email: 'not-an-email' })).toEqual({ email: 'validation.email' })
    expect(errorsOf({ ...order, email: 'a@b' })).toEqual({ email: 'validation.email' })
  })

  it('checks the phone number against the shipping country', () => {
    expect(errorsOf({ ...order, phone: '12' })).toEqual({ phone: 'validation.phone' })
    expect(errorsOf({ ...order, phone: 'call me' })).toEqual({ phone: 'validation.phone' })
    expect(errorsOf({ ...order, phone: '+1 212 555 0134' })).toEqual({})
    const mexico = sampleOrderSchema({ maxItems: 5, countries: ['MX'] })
    expect(errorsOf({ ...order, country: 'MX', phone: '55 1234 5678' }, mexico)).toEqual({})
    expect(errorsOf({ ...order, country: 'MX', phone: '55 1234' }, mexico)).toEqual({
      phone: 'validation.phone',
    })
  })

  it('reports a bad phone number together with other field errors', () => {
    expect(errorsOf({ ...order, phone: '12', city: '' })).toEqual({
      phone: 'validation.phone',
      city: 'validation.required',
    })
  })

  it('takes an extension of up to 6 digits', () => {
    expect(errorsOf({ ...order, phoneExtension: '123456' })).toEqual({})
    expect(errorsOf({ ...order, phoneExtension: '12a' })).toEqual({
      phoneExtension: 'validation.number',
    })
    expect(errorsOf({ ...order, phoneExtension: '1234567' })).toEqual({
      phoneExtension: 'sampleOrder.tooLong',
    })
  })

  it('limits lengths', () => {
    expect(errorsOf({ ...order, firstName: 'x'.repeat(101) })).toEqual({
      firstName: 'sampleOrder.tooLong',
    })
    expect(errorsOf({ ...order, street2: 'x'.repeat(201) })).toEqual({
      street2: 'sampleOrder.tooLong',
    })
  })

  it("only ships to the region's countries and knows the business types", () => {
    expect(errorsOf({ ...order, country: 'FR' })).toEqual({ country: 'sampleOrder.invalidValue' })
    expect(errorsOf({ ...order, businessType: 'casino' })).toEqual({
      businessType: 'sampleOrder.invalidValue',
    })
    expect(errorsOf({ ...order, postcode: '<b>' })).toEqual({
      postcode: 'sampleOrder.invalidValue',
    })
  })

  it('needs between one item and the region maximum, each a sku once', () => {
    expect(errorsOf({ ...order, items: [] })).toEqual({ items: 'sampleOrder.bagEmpty' })
    expect(errorsOf({ ...order, items: ['A', 'B', 'C', 'D', 'E', 'F'] })).toEqual({
      items: 'sampleBag.max',
    })
    expect(errorsOf({ ...order, items: ['A', 'A'] })).toEqual({ items: 'sampleOrder.invalidItems' })
    expect(errorsOf({ ...order, items: ['../x'] })).toEqual({ items: 'sampleOrder.invalidItems' })
    expect(errorsOf({ ...order, items: 'TF-10001' })).toEqual({ items: 'sampleOrder.invalidItems' })
  })

  it('needs a retry key and a known locale', () => {
    expect(errorsOf({ ...order, idempotencyKey: 'abc' })).toEqual({
      idempotencyKey: 'sampleOrder.invalidValue',
    })
    expect(errorsOf({ ...order, locale: 'fr' })).toEqual({ locale: 'sampleOrder.invalidValue' })
  })

  it('rejects values of the wrong type without throwing', () => {
    expect(errorsOf({ ...order, firstName: 42, phoneExtension: 7 })).toEqual({
      firstName: 'validation.required',
      phoneExtension: 'validation.number',
    })
    expect(errorsOf(null)).toEqual({ form: expect.any(String) })
  })
})

describe('sampleOrderFormSchema', () => {
  it('validates the fields a visitor types, with the same messages', () => {
    const form = sampleOrderFormSchema(['US'])
    expect(form.safeParse(contact).success).toBe(true)
    const result = form.safeParse({ ...contact, email: 'nope', phone: '1' })
    expect(result.success ? {} : firstErrors(result.error)).toEqual({
      email: 'validation.email',
      phone: 'validation.phone',
    })
  })
})
