import { describe, expect, it } from 'vitest'
import { en } from '@/i18n/messages/en'
import {
  DIETARY_FLAG_LABELS,
  K12_CLASS_LABELS,
  k12Values,
  trueDietaryFlags,
  visibleSpecificationFlags,
} from './flags'

const flag = (key: string, title: string | null = key) => ({
  id: key,
  key,
  title,
  hideIconTitle: false,
  icon: null,
})
const unset = <K extends string>(labels: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(labels).map((key) => [key, null])) as Record<K, null>
const dietary = (set: Partial<Record<keyof typeof DIETARY_FLAG_LABELS, boolean>>) => ({
  ...unset(DIETARY_FLAG_LABELS),
  ...set,
})
const k12 = (set: Partial<Record<keyof typeof K12_CLASS_LABELS, number>>) => ({
  ...unset(K12_CLASS_LABELS),
  ...set,
})

describe('label tables', () => {
  it('name all 24 dietary flags and 10 K-12 classes with existing messages', () => {
    expect(Object.keys(DIETARY_FLAG_LABELS)).toHaveLength(24)
    expect(Object.keys(K12_CLASS_LABELS)).toHaveLength(10)
    for (const key of [...Object.values(DIETARY_FLAG_LABELS), ...Object.values(K12_CLASS_LABELS)])
      expect(en[key]).toBeTruthy()
  })
})

describe('trueDietaryFlags', () => {
  it('lists only the flags set to true, in the spec’s order', () => {
    expect(trueDietaryFlags(dietary({ vegan: true, cornFree: true, kosher: false }))).toEqual([
      'specs.dietary.cornFree',
      'specs.dietary.vegan',
    ])
  })

  it('is empty without flags', () => {
    expect(trueDietaryFlags(null)).toEqual([])
  })
})

describe('k12Values', () => {
  it('keeps the classes with a number, zero included', () => {
    expect(k12Values(k12({ grains: 1, meatAlternate: 2, fruit: 0 }))).toEqual([
      { label: 'specs.k12.meatAlternate', value: 2 },
      { label: 'specs.k12.grains', value: 1 },
      { label: 'specs.k12.fruit', value: 0 },
    ])
    expect(k12Values(null)).toEqual([])
  })
})

describe('visibleSpecificationFlags', () => {
  it('leaves out flags whose key the region excludes and flags without a title', () => {
    const flags = [flag('kosher'), flag('halal'), flag('untitled', ' '), flag('vegan')]
    expect(visibleSpecificationFlags(flags, ['halal']).map((f) => f.key)).toEqual([
      'kosher',
      'vegan',
    ])
  })

  it('shows at most 16', () => {
    const flags = Array.from({ length: 20 }, (_, index) => flag(`flag-${index}`))
    expect(visibleSpecificationFlags(flags, [])).toHaveLength(16)
    expect(visibleSpecificationFlags(flags, ['flag-0']).at(-1)?.key).toBe('flag-16')
  })

  it('is empty without flags', () => {
    expect(visibleSpecificationFlags(null, [])).toEqual([])
  })
})
