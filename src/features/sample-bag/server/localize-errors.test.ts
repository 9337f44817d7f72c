import { describe, expect, it } from 'vitest'
import { localizeErrors } from './localize-errors'

describe('localizeErrors', () => {
  it("turns message keys into the locale's text", () => {
    expect(
      localizeErrors({ email: 'validation.email', city: 'validation.required' }, 'en'),
    ).toEqual({
      email: 'Invalid email address',
      city: 'This field is required',
    })
    expect(localizeErrors({ city: 'validation.required' }, 'pt-BR')).toEqual({
      city: 'Este campo é obrigatório',
    })
  })

  it("never passes on a text that is not one of the site's messages", () => {
    expect(localizeErrors({ form: 'Invalid input: expected object, received null' }, 'en')).toEqual(
      { form: 'This value is not valid' },
    )
  })
})
