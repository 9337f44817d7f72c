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
    expect(win.dataLayer).toEqual([{ event: 'region_update', region: 'korea' }])
  })
})
