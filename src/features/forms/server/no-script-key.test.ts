import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { noScriptKey } from './no-script-key'

const body = { formId: 3, regionId: 'us', locale: 'en', values: { email: 'a@b.example' } }
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0)

describe('noScriptKey', () => {
  it('is a UUID the submission endpoint accepts', () => {
    expect(z.uuid().safeParse(noScriptKey('203.0.113.9', body, NOW)).success).toBe(true)
  })

  it('names a repeated post the same within the window', () => {
    expect(noScriptKey('203.0.113.9', body, NOW + 1_000)).toBe(
      noScriptKey('203.0.113.9', body, NOW),
    )
  })

  it.each([
    ['another address', '203.0.113.10', body, NOW],
    ['other answers', '203.0.113.9', { ...body, values: { email: 'c@b.example' } }, NOW],
    ['another form', '203.0.113.9', { ...body, formId: 4 }, NOW],
    ['another locale', '203.0.113.9', { ...body, locale: 'es' }, NOW],
    ['a later window', '203.0.113.9', body, NOW + 10 * 60_000],
  ])('differs for %s', (_name, address, other, at) => {
    expect(noScriptKey(address, other, at)).not.toBe(noScriptKey('203.0.113.9', body, NOW))
  })
})
