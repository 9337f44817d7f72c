import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../routing/locales'
import { MY_LISTS } from './my-lists-page'

describe('the my-lists page copy', () => {
  it.each(Object.entries(MY_LISTS))('%s has its own text in every locale', (_, text) => {
    for (const locale of LOCALES) expect(text[locale].trim(), locale).not.toBe('')
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      expect(text[locale], locale).not.toBe(text.en)
  })
})
