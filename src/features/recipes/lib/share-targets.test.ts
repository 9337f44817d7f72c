import { describe, expect, it } from 'vitest'
import { shareTargets } from './share-targets'

const URL_ = 'https://example.com/recipe/a b?x=1&y=2'

describe('shareTargets', () => {
  it('builds share links only for the listed networks that have a share address', () => {
    const targets = shareTargets(
      ['instagram', 'twitter', 'youtube', 'facebook'],
      URL_,
      'Fries & more',
    )
    expect(targets.map((target) => target.network)).toEqual(['twitter', 'facebook'])
    expect(targets[0]?.href).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(URL_)}&text=Fries%20%26%20more`,
    )
    expect(targets[1]?.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
    )
  })

  it('gives nothing when the region lists no networks', () => {
    expect(shareTargets([], URL_, 'x')).toEqual([])
  })
})
