import { describe, expect, it } from 'vitest'
import { prefersLessData } from './save-data'

describe('prefersLessData', () => {
  it('is true when the visitor asked to save data', () => {
    expect(prefersLessData({ saveData: true, effectiveType: '4g' })).toBe(true)
  })

  it('is true on 2G connections', () => {
    expect(prefersLessData({ effectiveType: '2g' })).toBe(true)
    expect(prefersLessData({ effectiveType: 'slow-2g' })).toBe(true)
  })

  it('is false on ordinary connections and where the browser says nothing', () => {
    expect(prefersLessData({ saveData: false, effectiveType: '4g' })).toBe(false)
    expect(prefersLessData({ effectiveType: '3g' })).toBe(false)
    expect(prefersLessData(undefined)).toBe(false)
  })
})
