import { describe, expect, it } from 'vitest'
import { FOOD_ICONS } from './food-icons'
import { iconSet, prefixIds } from './icon-set'

describe('the food icon list', () => {
  it('names only icons the Fluent Emoji set has', () => {
    const missing = FOOD_ICONS.filter((name) => !iconSet().icons[name])
    expect(missing).toEqual([])
  })

  it('prefixes every id and every reference to one, in any icon of the set', () => {
    const withIds = Object.values(iconSet().icons).find((icon) => /\bid="/.test(icon.body))
    expect(withIds).toBeDefined()
    const body = prefixIds(withIds?.body ?? '', 'use7')
    expect(body).toMatch(/\bid="use7-/)
    for (const [, id] of body.matchAll(/\bid="([^"]+)"/g)) expect(id).toMatch(/^use7-/)
    for (const [, ref] of body.matchAll(/url\(#([^)]+)\)/g)) expect(ref).toMatch(/^use7-/)
    for (const [, ref] of body.matchAll(/href="#([^"]+)"/g)) expect(ref).toMatch(/^use7-/)
  })

  it('rewrites ids, url() and href references alike', () => {
    const body = '<defs><linearGradient id="a"/></defs><path fill="url(#a)"/><use href="#a"/>'
    expect(prefixIds(body, 'p1')).toBe(
      '<defs><linearGradient id="p1-a"/></defs><path fill="url(#p1-a)"/><use href="#p1-a"/>',
    )
  })
})
