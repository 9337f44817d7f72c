import { describe, expect, it } from 'vitest'
import type { FormField } from '@/content/forms'
import { firstErrors, isHoneypotFilled, leadFormSchema } from './form-schema'
import { OPTIONS, testField } from './test-fields'

function check(fields: FormField[], values: Record<string, unknown>) {
  const result = leadFormSchema(fields, 'US').safeParse(values)
  return result.success
    ? { ok: true as const, data: result.data }
    : { ok: false as const, errors: firstErrors(result.error) }
}

const required = (type: Parameters<typeof testField>[0], extra: Partial<FormField> = {}) =>
  testField(type, { required: true, options: OPTIONS, ...extra })

describe('leadFormSchema: required answers', () => {
  it.each([
    'text',
    'textarea',
    'email',
    'number',
    'date',
    'phone',
    'dropdown',
    'radio',
    'checkbox',
    'single-checkbox',
  ] as const)('%s: a missing answer is "This field is required"', (type) => {
    expect(check([required(type)], {})).toEqual({
      ok: false,
      errors: { [type]: 'validation.required' },
    })
  })

  it("uses the field's own message when the editor set one", () => {
    const field = required('single-checkbox', { errorMessage: 'Please agree.' })
    expect(check([field], { 'single-checkbox': false })).toMatchObject({
      errors: { 'single-checkbox': 'Please agree.' },
    })
  })
})

describe('leadFormSchema: spec §5 formats', () => {
  it.each([
    ['email', 'not-an-email', 'validation.email'],
    ['number', 'twelve', 'validation.number'],
    ['phone', '123', 'validation.phone'],
    ['phone', 'call me', 'validation.phone'],
    ['date', '2026-02-30', 'forms.invalidDate'],
  ] as const)('%s %j is refused with %s', (type, value, message) => {
    expect(check([testField(type)], { [type]: value })).toMatchObject({
      errors: { [type]: message },
    })
  })

  it.each([
    ['email', 'ana@bistro.example'],
    ['number', '-12.5'],
    ['phone', '(212) 555-0134'],
    ['phone', '+81 3-1234-5678'],
    ['date', '2026-02-28'],
  ] as const)('%s %j is accepted', (type, value) => {
    expect(check([testField(type)], { [type]: value })).toMatchObject({ ok: true })
  })

  it('accepts a phone extension of digits only', () => {
    const fields = [testField('phone')]
    expect(check(fields, { phone: '2125550134', 'phone-extension': '12' })).toMatchObject({
      ok: true,
    })
    expect(check(fields, { phone: '2125550134', 'phone-extension': 'x12' })).toMatchObject({
      errors: { 'phone-extension': 'validation.number' },
    })
  })
})

describe('leadFormSchema: bounds and options', () => {
  it('caps text at 1,000 characters and a textarea at 5,000', () => {
    const fields = [testField('text'), testField('textarea')]
    expect(check(fields, { text: 'x'.repeat(1000), textarea: 'y'.repeat(5000) }).ok).toBe(true)
    expect(check(fields, { text: 'x'.repeat(1001), textarea: 'y'.repeat(5001) })).toMatchObject({
      errors: { text: 'forms.tooLong', textarea: 'forms.tooLong' },
    })
  })

  it('takes only the options the field offers', () => {
    const fields = [
      testField('dropdown', { options: OPTIONS }),
      testField('radio', { options: OPTIONS }),
      testField('checkbox', { options: OPTIONS }),
    ]
    expect(check(fields, { dropdown: 'a', radio: 'b', checkbox: ['a', 'b', 'a'] })).toEqual({
      ok: true,
      data: { dropdown: 'a', radio: 'b', checkbox: ['a', 'b'] },
    })
    expect(check(fields, { dropdown: 'z', radio: 'z', checkbox: ['a', 'z'] })).toMatchObject({
      errors: {
        dropdown: 'forms.invalidOption',
        radio: 'forms.invalidOption',
        checkbox: 'forms.invalidOption',
      },
    })
  })

  it('refuses values of the wrong type without throwing', () => {
    expect(check([testField('text')], { text: { $gt: '' } })).toMatchObject({
      errors: { text: 'forms.invalidValue' },
    })
    expect(check([testField('checkbox', { options: OPTIONS })], { checkbox: [1] }).ok).toBe(false)
  })

  it('reads a single checkbox as a yes or no, whatever was posted', () => {
    const fields = [testField('single-checkbox')]
    expect(check(fields, { 'single-checkbox': 'on' })).toEqual({
      ok: true,
      data: { 'single-checkbox': true },
    })
    expect(check(fields, { 'single-checkbox': 'yes please' })).toEqual({
      ok: true,
      data: { 'single-checkbox': false },
    })
  })

  it("keeps a hidden field's CMS value and drops unknown keys", () => {
    const fields = [testField('hidden', { defaultValue: 'website' }), testField('text')]
    expect(check(fields, { hidden: 'forged', text: 'hi', other: 'x', constructor: 'y' })).toEqual({
      ok: true,
      data: { hidden: 'website', text: 'hi' },
    })
  })
})

describe('isHoneypotFilled', () => {
  const fields = [testField('honeypot', { name: 'website' }), testField('text')]

  it('is false for an empty trap and true for any answer', () => {
    expect(isHoneypotFilled(fields, { website: '', text: 'x' })).toBe(false)
    expect(isHoneypotFilled(fields, { text: 'x' })).toBe(false)
    expect(isHoneypotFilled(fields, { website: 'https://spam.example' })).toBe(true)
    expect(isHoneypotFilled(fields, { website: ['x'] })).toBe(true)
  })

  it('is never an error of the schema itself', () => {
    expect(check(fields, { website: 'x'.repeat(5000), text: 'x' }).ok).toBe(true)
  })
})
