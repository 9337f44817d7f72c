import { afterEach, describe, expect, it } from 'vitest'
import { isSendable, pushAnalyticsEvent } from './analytics'

describe('analytics events', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window')
  })

  it('drops an event whose payload holds a blank value', () => {
    expect(isSendable({ region: 'mexico' })).toBe(true)
    expect(isSendable({ region: '' })).toBe(false)
    expect(isSendable({ region: '   ' })).toBe(false)
    expect(isSendable({ region: 'us', locale: ' ' })).toBe(false)
  })

  it('pushes sendable events to window.dataLayer and skips the rest', () => {
    const win = {} as Window
    Object.assign(globalThis, { window: win })
    expect(pushAnalyticsEvent('region_update', { region: 'korea' })).toBe(true)
    expect(pushAnalyticsEvent('language_update', { language: '' })).toBe(false)
    expect(pushAnalyticsEvent('filter', { listing: 'fries', filters: '' })).toBe(false)
    expect(pushAnalyticsEvent('favorite_add', { item_type: 'recipe', slug: 'tacos' })).toBe(true)
    expect(win.dataLayer).toEqual([
      { event: 'region_update', region: 'korea' },
      { event: 'favorite_add', item_type: 'recipe', slug: 'tacos' },
    ])
  })

  it('keeps what a page already queued in the dataLayer', () => {
    const win = { dataLayer: [{ event: 'gtm.js' }] } as unknown as Window
    Object.assign(globalThis, { window: win })
    pushAnalyticsEvent('compare_add', { sku: 'TF-10001' })
    expect(win.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'compare_add', sku: 'TF-10001' }])
  })

  it('does nothing on the server', () => {
    expect(pushAnalyticsEvent('search', { search_term: 'fries' })).toBe(false)
    // @ts-expect-error the catalogue types each payload: a search carries search_term, not query
    expect(pushAnalyticsEvent('search', { query: 'fries' })).toBe(false)
  })
})
