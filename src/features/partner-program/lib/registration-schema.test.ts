import { describe, expect, it } from 'vitest'
import { registrationProblems, registrationSchema } from './registration-schema'

const valid = {
  mode: 'create',
  operationName: 'Harbor Grill',
  contactName: 'Dana Lee',
  email: 'dana@harborgrill.example',
  phone: '(617) 555-0199',
  postcode: '02110',
}

const problemsOf = (value: unknown) => {
  const parsed = registrationSchema('US').safeParse(value)
  return parsed.success ? {} : registrationProblems(parsed.error)
}

describe('registration schema', () => {
  it('accepts a new business without a customer number, trimming what was typed', () => {
    const parsed = registrationSchema('US').parse({ ...valid, contactName: '  Dana Lee ' })
    expect(parsed.contactName).toBe('Dana Lee')
  })

  it('asks an existing customer for their account number', () => {
    expect(problemsOf({ ...valid, mode: 'register' })).toEqual({
      customerNumber: 'validation.required',
    })
    expect(problemsOf({ ...valid, mode: 'register', customerNumber: 'C-1044' })).toEqual({})
  })

  it('names every missing and malformed field at once, by message key', () => {
    expect(
      problemsOf({ mode: 'create', email: 'not-an-address', phone: '12', postcode: '<b>' }),
    ).toEqual({
      operationName: 'validation.required',
      contactName: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
      postcode: 'registration.invalid',
    })
  })

  it('reads a number without a country code as the region country’s', () => {
    const tokyo = { ...valid, phone: '03-1234-5678' }
    expect(registrationSchema('JP').safeParse(tokyo).success).toBe(true)
    expect(registrationSchema('US').safeParse(tokyo).success).toBe(false)
  })

  it('refuses an unknown mode, wrong types and overlong text without throwing', () => {
    expect(problemsOf({ ...valid, mode: 'admin' })).toEqual({ mode: 'registration.invalid' })
    expect(problemsOf(null)).toEqual({ mode: 'registration.invalid' })
    expect(problemsOf({ ...valid, operationName: 42 })).toEqual({
      operationName: 'registration.invalid',
    })
    expect(problemsOf({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: 'registration.tooLong',
    })
  })
})
