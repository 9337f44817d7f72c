import { describe, expect, it } from 'vitest'
import { fillSlots, wordSpace } from './fill-slots'

describe('fillSlots', () => {
  it('fills every slot and keeps replacement patterns literal', () => {
    expect(fillSlots('Remove {name}? {name}!', { name: '$& Fries' })).toBe(
      'Remove $& Fries? $& Fries!',
    )
    expect(fillSlots('Ref {reference}', { reference: 'SO-ABCD-EFGH' })).toBe('Ref SO-ABCD-EFGH')
  })
})

describe('wordSpace', () => {
  it('is a space except where sentences run on from a name', () => {
    expect(wordSpace('en')).toBe(' ')
    expect(wordSpace('ko-KR')).toBe(' ')
    expect(wordSpace('ja-JP')).toBe('')
    expect(wordSpace('zh')).toBe('')
  })
})
