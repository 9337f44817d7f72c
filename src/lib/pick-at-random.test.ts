import { describe, expect, it } from 'vitest'
import { pickAtRandom } from './pick-at-random'

describe('pickAtRandom', () => {
  const items = ['a', 'b', 'c', 'd', 'e']

  it('picks the asked number of distinct items', () => {
    for (let run = 0; run < 50; run++) {
      const picked = pickAtRandom(items, 3)
      expect(picked).toHaveLength(3)
      expect(new Set(picked).size).toBe(3)
      for (const item of picked) expect(items).toContain(item)
    }
  })

  it('follows the random source, so different renders can show different items', () => {
    expect(pickAtRandom(items, 3, () => 0)).toEqual(['a', 'b', 'c'])
    expect(pickAtRandom(items, 3, () => 0.99)).toEqual(['e', 'd', 'c'])
  })

  it('returns everything there is when there are fewer items, and nothing from nothing', () => {
    expect(pickAtRandom(['x', 'y'], 3).sort()).toEqual(['x', 'y'])
    expect(pickAtRandom([], 3)).toEqual([])
  })

  it('never leaves the list, even for a random source that returns 1', () => {
    expect(pickAtRandom(items, 1, () => 1)).toEqual(['e'])
  })

  it('leaves the input alone', () => {
    const input = [...items]
    pickAtRandom(input, 5)
    expect(input).toEqual(items)
  })
})
