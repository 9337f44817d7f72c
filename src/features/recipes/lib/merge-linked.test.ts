import { describe, expect, it } from 'vitest'
import { mergeLinked } from './merge-linked'

const items = (...ids: number[]) => ids.map((id) => ({ id }))

describe('mergeLinked', () => {
  it('keeps the first list first and drops repeats', () => {
    expect(mergeLinked([items(3, 1), items(1, 2), items(2, 4)], 10)).toEqual(items(3, 1, 2, 4))
  })

  it('stops at the limit', () => {
    expect(mergeLinked([items(1, 2, 3), items(4, 5)], 4)).toEqual(items(1, 2, 3, 4))
  })

  it('gives nothing for nothing', () => {
    expect(mergeLinked([[], []], 6)).toEqual([])
  })
})
