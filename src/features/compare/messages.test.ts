import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/i18n/messages'
import { LOCALES } from '@/routing/locales'

describe('compare copy', () => {
  it.each(LOCALES)(
    '%s: the remove link’s full name contains its visible word (WCAG 2.5.3)',
    (locale) => {
      const table = MESSAGES[locale]
      expect(table['compare.removeNamed']).toContain(table['compare.remove'])
      expect(table['compare.removeNamed']).toContain('{name}')
    },
  )
})
